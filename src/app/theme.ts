import type { ThemeConfig } from 'antd';

/**
 * Text colours at least 4.5:1 against white and antd's light tints (WCAG 2.1 AA,
 * GB/T 37668): antd's defaults for secondary text (45 % black), placeholders and
 * status tags fall short of that, so these take their place. (Preset tag
 * colours such as "green" are not reachable through tokens: src/app/styles.css.)
 */
const READABLE_COLOURS = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  // Status colours: dark enough for text; their tints stay the light ones antd
  // would derive from its own brighter seeds (darker seeds give murky tints).
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fff7e6',
  colorWarningBorder: '#ffd591',
  colorInfo: '#0d56b3',
  colorInfoBg: '#e8f0fb',
  colorInfoBorder: '#a9c6ee',
} as const;

/** Government blue with a gold accent; the shell's CSS variables use the same colours. */
export const portalTheme: ThemeConfig = {
  token: {
    ...READABLE_COLOURS,
    colorPrimary: '#0d56b3',
    colorLink: '#0d56b3',
    colorError: '#c3161c',
    borderRadius: 6,
    fontSize: 14,
    fontFamily: "-apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Hiragino Sans GB', sans-serif",
  },
  components: {
    Layout: { bodyBg: 'transparent', siderBg: '#fff' },
    Menu: { itemSelectedBg: '#e8f0fb', itemSelectedColor: '#0d56b3' },
  },
};

/**
 * 关怀版 (elder-friendly mode): the same portal with larger text and controls and
 * stronger contrast — near-black text, darker secondary text and borders, a deeper
 * blue — in the spirit of the national guidance on age-friendly websites (body
 * text at least 18 px, controls easy to hit). Applied through tokens so every
 * antd component follows; the shell's own blocks follow the `elder-mode` class.
 */
export const elderTheme: ThemeConfig = {
  token: {
    ...portalTheme.token,
    colorPrimary: '#0a4591',
    colorLink: '#0a4591',
    colorError: '#a8071a',
    colorText: 'rgba(0, 0, 0, 0.95)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.85)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.75)',
    colorTextDescription: 'rgba(0, 0, 0, 0.8)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorBorder: '#8c8c8c',
    fontSize: 18,
    fontSizeSM: 16,
    fontSizeLG: 20,
    lineHeight: 1.6,
    controlHeight: 44,
    controlHeightSM: 34,
    controlHeightLG: 52,
  },
  components: {
    ...portalTheme.components,
    Menu: { itemSelectedBg: '#dce8f8', itemSelectedColor: '#0a4591', itemHeight: 52 },
  },
};

/**
 * A user who asked their system for less motion (WCAG 2.1 2.3.3) gets dialogs,
 * drop-downs and tabs that appear at once instead of zooming and sliding in.
 */
export function themeFor({ elderMode, reducedMotion }: { elderMode: boolean; reducedMotion: boolean }): ThemeConfig {
  const theme = elderMode ? elderTheme : portalTheme;
  return reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
