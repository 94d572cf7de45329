// Serves the portal's CSS variables, generated from the antd theme tokens of
// src/app/theme.ts (src/app/theme-css.ts), as the module `virtual:portal-theme.css`
// that src/app/App.tsx imports before its own style sheet. Vite then treats it as
// any CSS: in the entry's style sheet, and so in every prerendered page from its
// first paint. The dev server reads the theme when it starts.
import type { Plugin } from 'vite';
import { themeStyleSheet } from '../../../src/app/theme-css.ts';

export const THEME_CSS_MODULE = 'virtual:portal-theme.css';
// Vite's CSS handling goes by the ending; the leading \0 keeps other plugins off the id.
const RESOLVED_ID = `\0${THEME_CSS_MODULE}`;

export function themeCssPlugin(): Plugin {
  return {
    name: 'portal-theme-css',
    resolveId: (id) => (id === THEME_CSS_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeStyleSheet() : undefined),
  };
}
