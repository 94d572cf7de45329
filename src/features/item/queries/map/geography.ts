// A lean drawing of Jiangsu for the offline service-hall map: a simplified
// province outline, the Yangtze, Taihu and Hongze lakes (longitude, latitude),
// and the projection from degrees to the drawing's units. No tiles, no network.

export type LonLat = readonly [longitude: number, latitude: number];

/** Simplified boundary, clockwise from the western tip of Xuzhou. */
export const OUTLINE: readonly LonLat[] = [
  [116.37, 34.64],
  [116.55, 34.83],
  [116.8, 34.96],
  [117.15, 34.95],
  [117.45, 34.7],
  [117.7, 34.58],
  [118.05, 34.65],
  [118.4, 34.73],
  [118.7, 34.8],
  [118.95, 35.02],
  [119.22, 35.12],
  [119.48, 34.72],
  [119.8, 34.48],
  [120.1, 34.32],
  [120.35, 34.08],
  [120.55, 33.72],
  [120.82, 33.25],
  [120.92, 32.85],
  [121.1, 32.6],
  [121.4, 32.38],
  [121.75, 32.05],
  [121.95, 31.75],
  [121.9, 31.68],
  [121.35, 31.68],
  [121.25, 31.5],
  [121.1, 31.3],
  [121.0, 31.05],
  [120.9, 30.85],
  [120.6, 30.77],
  [120.4, 30.9],
  [120.15, 31.05],
  [119.9, 31.15],
  [119.65, 31.13],
  [119.45, 31.2],
  [119.25, 31.25],
  [119.05, 31.3],
  [118.85, 31.25],
  [118.65, 31.45],
  [118.5, 31.6],
  [118.4, 31.85],
  [118.4, 32.05],
  [118.6, 32.45],
  [118.85, 32.55],
  [119.05, 32.45],
  [119.15, 32.75],
  [118.75, 32.85],
  [118.35, 32.8],
  [118.2, 33.05],
  [118.05, 33.25],
  [117.8, 33.3],
  [117.65, 33.6],
  [117.55, 33.95],
  [117.35, 34.1],
  [117.05, 34.15],
  [116.85, 34.35],
  [116.6, 34.4],
];

export const YANGTZE: readonly LonLat[] = [
  [118.45, 31.75],
  [118.65, 31.98],
  [118.8, 32.15],
  [119.05, 32.25],
  [119.45, 32.25],
  [119.75, 32.25],
  [120.05, 32.0],
  [120.3, 31.95],
  [120.6, 31.92],
  [120.85, 31.86],
  [121.35, 31.7],
];

/** Lakes as ellipses: centre and radii in degrees. */
export const LAKES = [
  { name: '太湖', centre: [120.2, 31.22] as LonLat, radii: [0.28, 0.25] as const },
  { name: '洪泽湖', centre: [118.72, 33.3] as LonLat, radii: [0.2, 0.18] as const },
];

/** The drawing's frame: degrees covered and units per degree (longitude shrunk by cos 33°). */
const WEST = 116.2;
const NORTH = 35.3;
const EAST = 122.1;
const SOUTH = 30.6;
const UNITS_PER_DEGREE = 100;
const LONGITUDE_FACTOR = Math.cos((33 * Math.PI) / 180);

export interface Point {
  readonly x: number;
  readonly y: number;
}

export function project([longitude, latitude]: LonLat): Point {
  return {
    x: (longitude - WEST) * UNITS_PER_DEGREE * LONGITUDE_FACTOR,
    y: (NORTH - latitude) * UNITS_PER_DEGREE,
  };
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The whole province. */
export const PROVINCE_BOX: Box = (() => {
  const corner = project([EAST, SOUTH]);
  return { x: 0, y: 0, width: corner.x, height: corner.y };
})();

/** The view that shows all points with a margin, never closer than `minSize` units (0.6° of latitude) across, so the city around them stays recognisable. */
export function boxAround(points: readonly Point[], minSize = 60, margin = 0.25): Box {
  if (points.length === 0) return PROVINCE_BOX;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const size = Math.max(right - left, bottom - top, minSize) * (1 + margin * 2);
  return { x: (left + right - size) / 2, y: (top + bottom - size) / 2, width: size, height: size };
}

export function pathOf(points: readonly LonLat[], closed: boolean): string {
  const parts = points.map((point, index) => {
    const { x, y } = project(point);
    return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
  });
  return parts.join('') + (closed ? 'Z' : '');
}
