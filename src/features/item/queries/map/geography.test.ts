import { describe, expect, it } from 'vitest';
import { CITIES } from '../jiangsu';
import { boxAround, OUTLINE, pathOf, project, PROVINCE_BOX } from './geography';

function inside(point: { x: number; y: number }, box: { x: number; y: number; width: number; height: number }): boolean {
  return point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;
}

describe('the offline map geometry', () => {
  it('puts north up and east right', () => {
    const nanjing = project([118.797, 32.06]);
    const xuzhou = project([117.284, 34.206]);
    const suzhou = project([120.585, 31.299]);
    expect(xuzhou.y).toBeLessThan(nanjing.y);
    expect(suzhou.x).toBeGreaterThan(nanjing.x);
  });

  it('draws every city and the whole outline inside the province view', () => {
    for (const city of CITIES) expect(inside(project([city.longitude, city.latitude]), PROVINCE_BOX)).toBe(true);
    for (const corner of OUTLINE) expect(inside(project(corner), PROVINCE_BOX)).toBe(true);
  });

  it('zooms to the halls with a margin, never closer than the minimum size', () => {
    const halls = [project([118.771, 32.066]), project([118.801, 32.059])];
    const view = boxAround(halls, 24);
    for (const hall of halls) expect(inside(hall, view)).toBe(true);
    expect(view.width).toBeCloseTo(36);
    expect(view.height).toBe(view.width);
    expect(boxAround([])).toEqual(PROVINCE_BOX);
  });

  it('writes closed outlines and open rivers as SVG paths', () => {
    expect(
      pathOf(
        [
          [116.2, 35.3],
          [117.2, 34.3],
        ],
        true,
      ),
    ).toBe('M0.0 0.0L83.9 100.0Z');
    expect(
      pathOf(
        [
          [116.2, 35.3],
          [117.2, 34.3],
        ],
        false,
      ),
    ).toBe('M0.0 0.0L83.9 100.0');
  });
});
