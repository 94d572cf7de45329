import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { elderTheme, portalTheme, themeFor } from '../../../src/app/theme';
import { ELDER_MODE, STANDARD_MODE, themeStyleSheet, themeVariables } from '../../../src/app/theme-css';

describe('themeFor', () => {
  it('keeps antd motion unless the user asked for less', () => {
    expect(themeFor({ elderMode: false, reducedMotion: false })).toBe(portalTheme);
    expect(themeFor({ elderMode: true, reducedMotion: false })).toBe(elderTheme);
  });

  it('turns antd motion off for a user who asked for less, in either mode, keeping the rest of the theme', () => {
    const plain = themeFor({ elderMode: false, reducedMotion: true });
    const elder = themeFor({ elderMode: true, reducedMotion: true });
    expect(plain.token).toEqual({ ...portalTheme.token, motion: false });
    expect(elder.token).toEqual({ ...elderTheme.token, motion: false });
    expect(elder.components).toBe(elderTheme.components);
    expect(portalTheme.token?.motion).toBeUndefined();
  });
});

describe('the CSS variables generated from the theme', () => {
  const CSS_FILES = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join('src', file));

  it('follow a token change in theme.ts, in each mode', () => {
    const planted = { ...STANDARD_MODE, antd: { ...portalTheme, token: { ...portalTheme.token, colorPrimary: '#123456', fontSize: 15 } } };
    expect(themeVariables(planted)).toMatchObject({ 'portal-blue': '#123456', 'portal-font-size': '15px' });
    expect(themeVariables(STANDARD_MODE)).toMatchObject({ 'portal-blue': portalTheme.token?.colorPrimary, 'portal-hit-target': '24px' });
    expect(themeVariables(ELDER_MODE)).toMatchObject({
      'portal-blue': elderTheme.token?.colorPrimary,
      'portal-font-size': '18px',
      'portal-hit-target': '44px',
    });
    const sheet = themeStyleSheet(planted);
    expect(sheet).toMatch(/:root \{[^}]*--portal-blue: #123456;/);
    expect(sheet).toMatch(/html\.elder-mode \{[^}]*--portal-blue: #0a4591;/);
  });

  it('give every preset tag readable text: 4.5:1 on its tint, 7:1 in 关怀版', () => {
    for (const [config, least] of [
      [portalTheme, 4.5],
      [elderTheme, 7],
    ] as const) {
      const token = theme.getDesignToken(config) as unknown as Record<string, string>;
      // Components read `green7`; antd's CSS variables (`--ant-green-7`) come from the legacy `green-7`.
      for (const name of PRESET_COLOURS)
        for (const step of [`${name}7`, `${name}-7`])
          expect(contrastRatio(token[step]!, token[`${name}1`]!), step).toBeGreaterThanOrEqual(least);
    }
  });

  it('are the only colours of antd in our CSS: no file writes one by hand (shadows aside)', () => {
    const tokenColours = new Set(
      [{}, portalTheme, elderTheme]
        .flatMap((config) => Object.values(theme.getDesignToken(config)))
        .filter((value): value is string => typeof value === 'string' && /^(#[0-9a-f]{3,8}|rgba?\(.*\))$/i.test(value))
        .map(normalColour)
        .filter((colour) => !['#ffffff', '#000000', 'rgba(0,0,0,0)', 'rgba(255,255,255,0)'].includes(colour)),
    );
    const offenders = CSS_FILES.flatMap((file) =>
      readFileSync(file, 'utf8')
        .replace(/(box|text)-shadow:[^;]*;/g, '')
        .split('\n')
        .flatMap((line, index) =>
          (line.match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi) ?? [])
            .filter((colour) => tokenColours.has(normalColour(colour)))
            .map((colour) => `${file}:${index + 1} ${colour}`),
        ),
    );
    expect(offenders).toEqual([]);
  });

  it('define every --portal-… variable our CSS uses', () => {
    const generated = new Set([...Object.keys(themeVariables(STANDARD_MODE)), ...Object.keys(themeVariables(ELDER_MODE))]);
    const sources = CSS_FILES.map((file) => readFileSync(file, 'utf8'));
    const defined = new Set(sources.flatMap((source) => [...source.matchAll(/--(portal-[a-z0-9-]+):/g)].map((match) => match[1]!)));
    const undefinedUses = sources.flatMap((source) =>
      [...source.matchAll(/var\(--(portal-[a-z0-9-]+)/g)]
        .map((match) => match[1]!)
        .filter((name) => !generated.has(name) && !defined.has(name)),
    );
    expect(undefinedUses).toEqual([]);
  });
});

/** `#fff`, `#FFFFFF` and `rgba(255, 255, 255, 1)` written one way. */
function normalColour(colour: string): string {
  const lower = colour.toLowerCase().replace(/\s+/g, '');
  if (/^#[0-9a-f]{3}$/.test(lower)) return `#${[...lower.slice(1)].map((digit) => digit + digit).join('')}`;
  return lower.replace(/^rgba\((\d+,\d+,\d+),1\)$/, 'rgb($1)');
}

/** The colours antd's preset tags take (color="green"…): text in step 7 of the palette on step 1. */
const PRESET_COLOURS = ['green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta', 'red', 'volcano', 'orange', 'gold', 'lime'];

/** The WCAG 2.1 contrast ratio of two opaque colours written `#rrggbb`. */
function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(colour.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
