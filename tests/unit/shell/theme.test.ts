import { describe, expect, it } from 'vitest';
import { elderTheme, portalTheme, themeFor } from '../../../src/app/theme';

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
