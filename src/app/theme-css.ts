import { theme, type GlobalToken, type ThemeConfig } from 'antd';
import { ELDER_MODE_CLASS, elderShell, elderTheme, portalShell, portalTheme, type ShellTheme } from './theme.ts';

/**
 * The portal's own CSS variables, generated from the antd theme of theme.ts
 * when the portal is built or served (scripts/lib/vite/theme-css.ts serves it as
 * `virtual:portal-theme.css`): the standard mode on `:root`, 关怀版 on
 * `html.elder-mode` (only what differs). The shell's and the features' CSS use these variables and
 * no colour of antd's by hand, so the two modes and antd's components cannot
 * drift apart. Never imported by the app itself (it would bring antd's token
 * algorithm into the bundle).
 */

/** Which resolved token each colour variable takes. */
const COLOUR_VARIABLES = {
  'portal-blue': 'colorPrimary',
  'portal-link-hover': 'colorLinkHover',
  'portal-red': 'colorError',
  'portal-error-bg': 'colorErrorBg',
  'portal-error-border': 'colorErrorBorder',
  'portal-warning': 'colorWarning',
  'portal-warning-bg': 'colorWarningBg',
  'portal-warning-border': 'colorWarningBorder',
  'portal-success': 'colorSuccess',
  'portal-info-bg': 'colorInfoBg',
  'portal-text': 'colorText',
  'portal-muted': 'colorTextSecondary',
  'portal-text-tertiary': 'colorTextTertiary',
  'portal-text-disabled': 'colorTextDisabled',
  'portal-border': 'colorBorder',
  'portal-border-secondary': 'colorBorderSecondary',
  'portal-split': 'colorSplit',
  'portal-fill': 'colorFillSecondary',
  'portal-fill-alter': 'colorFillAlter',
  'portal-bg-layout': 'colorBgLayout',
} as const satisfies Record<string, keyof GlobalToken>;

/** Sizes in px. */
const SIZE_VARIABLES = {
  'portal-font-size': 'fontSize',
  'portal-font-size-sm': 'fontSizeSM',
} as const satisfies Record<string, keyof GlobalToken>;

export interface ThemeMode {
  antd: ThemeConfig;
  shell: ShellTheme;
}

export const STANDARD_MODE: ThemeMode = { antd: portalTheme, shell: portalShell };
export const ELDER_MODE: ThemeMode = { antd: elderTheme, shell: elderShell };

/** The `--portal-…` variables of one mode, by name (without the dashes). */
export function themeVariables({ antd, shell }: ThemeMode): Record<string, string> {
  const token = theme.getDesignToken(antd);
  const variables: Record<string, string> = {};
  for (const [name, key] of Object.entries(COLOUR_VARIABLES)) variables[name] = String(token[key]);
  for (const [name, key] of Object.entries(SIZE_VARIABLES)) variables[name] = `${token[key]}px`;
  variables['portal-line-height'] = String(Math.round(token.lineHeight * 1000) / 1000);
  variables['portal-font-family'] = token.fontFamily;
  Object.assign(variables, {
    'portal-blue-dark': shell.blueDark,
    'portal-blue-deep': shell.blueDeep,
    'portal-gold': shell.gold,
    'portal-bg': shell.pageBackground,
    'portal-focus': shell.focus,
    'portal-hit-target': `${shell.hitTarget}px`,
    'portal-hit-gap': `${shell.hitGap}px`,
  });
  return variables;
}

function block(selector: string, variables: Record<string, string>): string {
  const lines = Object.entries(variables).map(([name, value]) => `  --${name}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}

/** What `overrides` changes in `base` (关怀版 states only its differences: every byte is on /login's first load). */
function changed(base: Record<string, string>, overrides: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(overrides).filter(([name, value]) => base[name] !== value));
}

/** The whole generated style sheet: both modes' variables. */
export function themeStyleSheet(standard: ThemeMode = STANDARD_MODE, elder: ThemeMode = ELDER_MODE): string {
  const standardVariables = themeVariables(standard);
  return [
    '/* Generated from src/app/theme.ts by src/app/theme-css.ts: do not edit. */\n',
    block(':root', standardVariables),
    block(`html.${ELDER_MODE_CLASS}`, changed(standardVariables, themeVariables(elder))),
  ].join('\n');
}
