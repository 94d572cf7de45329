// The portal's emblem-like mark, drawn in SVG so the page needs no image files:
// a red seal with a gold ring, a star, the stroke of 人 (people) and a laurel arc.
export function LogoMark({ size = 56, title = '江苏人社' }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={title} className="logo-mark">
      <title>{title}</title>
      <defs>
        <radialGradient id="logo-mark-red" cx="50%" cy="40%" r="60%">
          <stop offset="0%" stopColor="#e0312b" />
          <stop offset="100%" stopColor="#a80f14" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="32" r="31" fill="#f2c14e" />
      <circle cx="32" cy="32" r="28.5" fill="url(#logo-mark-red)" />
      <circle cx="32" cy="32" r="25" fill="none" stroke="#f2c14e" strokeWidth="1.2" />
      <path d="M32 9.5l2.1 4.4 4.8.6-3.5 3.3.9 4.7L32 20.2l-4.3 2.3.9-4.7-3.5-3.3 4.8-.6z" fill="#f8d36a" />
      <path d="M32 25c-1.6 8.2-6.4 15.4-13 20" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M31.4 30c3.2 6.6 8 11.5 14.6 15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M14.5 40.5c3.8 8.4 10.4 12.6 17.5 12.6s13.7-4.2 17.5-12.6"
        fill="none"
        stroke="#f2c14e"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeDasharray="3.2 1.6"
      />
    </svg>
  );
}
