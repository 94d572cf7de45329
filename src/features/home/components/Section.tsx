import type { ReactNode } from 'react';
import './section.css';

/** A titled block of the home page and the pages beside it. */
export function Section({
  title,
  extra,
  children,
  className,
  id,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={`home-section${className ? ` ${className}` : ''}`} id={id} aria-labelledby={headingId}>
      <header className="home-section__head">
        <h2 className="home-section__title" id={headingId}>
          {title}
        </h2>
        {extra && <div className="home-section__extra">{extra}</div>}
      </header>
      <div className="home-section__body">{children}</div>
    </section>
  );
}
