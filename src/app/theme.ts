import type { ThemeConfig } from 'antd';

/**
 * Text colours at least 4.5:1 against white and antd's light tints (WCAG 2.1 AA,
 * GB/T 37668): antd's defaults for secondary text (45 % black), placeholders and
 * status tags fall short of that, so these take their place.
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
  colorErrorBg: '#fff1f0',
  colorErrorBorder: '#ffccc7',
} as const;

type PresetColour = 'green' | 'cyan' | 'blue' | 'magenta' | 'red' | 'volcano' | 'orange' | 'gold' | 'lime';

/**
 * A preset tag (color="green"…) writes its text in palette step 7 on step 1,
 * about 3.4:1 for green: step 7 takes the first darker step of its palette that
 * reads at 4.5:1 (7:1 in 关怀版) on that tint (the theme test measures it).
 * antd's components read `green7`, its CSS variables the legacy `green-7`: both.
 */
function tagText(colours: Partial<Record<PresetColour, string>>): ThemeConfig['token'] {
  return Object.fromEntries(Object.entries(colours).flatMap(([name, colour]) => [`${name}7`, `${name}-7`].map((key) => [key, colour])));
}

const READABLE_TAG_TEXT = tagText({
  green: '#237804',
  cyan: '#006d75',
  magenta: '#c41d7f',
  red: '#cf1322',
  volcano: '#ad2102',
  orange: '#ad4e00',
  gold: '#874d00',
  lime: '#3f6600',
});

const ELDER_TAG_TEXT = tagText({
  green: '#135200',
  cyan: '#00474f',
  blue: '#003eb3',
  magenta: '#780650',
  red: '#a8071a',
  volcano: '#871400',
  orange: '#873800',
  gold: '#613400',
  lime: '#254000',
});

/**
 * Government blue with a gold accent. The shell's CSS variables (`--portal-…`)
 * are generated from these tokens when the portal is built (theme-css.ts).
 */
export const portalTheme: ThemeConfig = {
  token: {
    ...READABLE_COLOURS,
    ...READABLE_TAG_TEXT,
    colorPrimary: '#0d56b3',
    colorLink: '#0d56b3',
    // antd would lighten the link for hover to 3.6:1; this one keeps 5:1.
    colorLinkHover: '#2f73c6',
    colorError: '#c3161c',
    borderRadius: 6,
    fontSize: 14,
    lineHeight: 1.5715,
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
 * text at least 18 px, line height 1.5 or more, targets at least 44 × 44 px).
 * Applied through tokens so every antd component follows; the shell's own
 * blocks follow the `ELDER_MODE_CLASS` variables generated from the same tokens.
 */
export const elderTheme: ThemeConfig = {
  token: {
    ...portalTheme.token,
    ...ELDER_TAG_TEXT,
    colorPrimary: '#0a4591',
    colorLink: '#0a4591',
    colorLinkHover: '#0d56b3',
    colorError: '#a8071a',
    colorText: 'rgba(0, 0, 0, 0.95)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.85)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.75)',
    colorTextDescription: 'rgba(0, 0, 0, 0.8)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.65)',
    colorBorder: '#8c8c8c',
    // Nothing below 18 px: antd's small text (tags, table footers, hints) is fontSizeSM.
    fontSize: 18,
    fontSizeSM: 18,
    fontSizeLG: 20,
    fontSizeXL: 22,
    fontSizeHeading1: 40,
    fontSizeHeading2: 32,
    fontSizeHeading3: 26,
    fontSizeHeading4: 22,
    fontSizeHeading5: 20,
    lineHeight: 1.6,
    lineHeightSM: 1.6,
    lineHeightLG: 1.6,
    lineHeightHeading1: 1.5,
    lineHeightHeading2: 1.5,
    lineHeightHeading3: 1.5,
    lineHeightHeading4: 1.5,
    lineHeightHeading5: 1.5,
    controlHeight: 44,
    controlHeightSM: 44,
    controlHeightLG: 52,
    controlHeightXS: 44,
  },
  components: {
    ...portalTheme.components,
    Menu: { itemSelectedBg: '#dce8f8', itemSelectedColor: '#0a4591', itemHeight: 52 },
    // A count of 18 px on a line of 1.5 (antd's badge line is as tall as its text).
    Badge: { textFontSize: 18, textFontSizeSM: 18, indicatorHeight: 28, indicatorHeightSM: 28 },
  },
};

/** The root class of 关怀版, on <html>: the generated `--portal-…` variables take its values there. */
export const ELDER_MODE_CLASS = 'elder-mode';

/**
 * The shell's own values beside antd's tokens, per mode: the dark bars' blues,
 * the accent, the page background, the focus ring and the least size of a
 * pointer target (docs/accessibility.md). Generated into CSS with the tokens.
 */
export interface ShellTheme {
  blueDark: string;
  blueDeep: string;
  gold: string;
  pageBackground: string;
  focus: string;
  /** The least width and height of anything a pointer hits, in px, and the room between such targets. */
  hitTarget: number;
  hitGap: number;
}

export const portalShell: ShellTheme = {
  blueDark: '#083a7a',
  blueDeep: '#062b5c',
  gold: '#f2c14e',
  pageBackground: '#f3f6fb',
  focus: '#0a4591',
  hitTarget: 24,
  hitGap: 8,
};

export const elderShell: ShellTheme = { ...portalShell, blueDark: '#06306a', hitTarget: 44, hitGap: 16 };

/**
 * A user who asked their system for less motion (WCAG 2.1 2.3.3) gets dialogs,
 * drop-downs and tabs that appear at once instead of zooming and sliding in.
 */
export function themeFor({ elderMode, reducedMotion }: { elderMode: boolean; reducedMotion: boolean }): ThemeConfig {
  const theme = elderMode ? elderTheme : portalTheme;
  return reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
