// The thirteen cities of Jiangsu with their administrative codes and the
// position of each city seat (longitude, latitude): the city choices of the
// query forms and the places drawn on the service-hall map. Static rather than
// read from src/domain/area: docs/architecture.md (src/domain) says why.

export interface City {
  readonly code: string;
  readonly name: string;
  readonly longitude: number;
  readonly latitude: number;
}

export const CITIES: readonly City[] = [
  { code: '320100', name: '南京市', longitude: 118.797, latitude: 32.06 },
  { code: '320200', name: '无锡市', longitude: 120.312, latitude: 31.491 },
  { code: '320300', name: '徐州市', longitude: 117.284, latitude: 34.206 },
  { code: '320400', name: '常州市', longitude: 119.974, latitude: 31.811 },
  { code: '320500', name: '苏州市', longitude: 120.585, latitude: 31.299 },
  { code: '320600', name: '南通市', longitude: 120.894, latitude: 31.98 },
  { code: '320700', name: '连云港市', longitude: 119.222, latitude: 34.597 },
  { code: '320800', name: '淮安市', longitude: 119.015, latitude: 33.61 },
  { code: '320900', name: '盐城市', longitude: 120.163, latitude: 33.348 },
  { code: '321000', name: '扬州市', longitude: 119.413, latitude: 32.394 },
  { code: '321100', name: '镇江市', longitude: 119.425, latitude: 32.188 },
  { code: '321200', name: '泰州市', longitude: 119.923, latitude: 32.456 },
  { code: '321300', name: '宿迁市', longitude: 118.275, latitude: 33.963 },
];

/** Province-level offices (the provincial bureau's own halls and centres). */
export const PROVINCE = { code: '329900', name: '省本级' } as const;

/** Select options: province level first, then the cities in code order. */
export const AREA_OPTIONS = [PROVINCE, ...CITIES].map(({ code, name }) => ({ value: code, label: name }));

export function areaName(code: string | undefined): string | undefined {
  return AREA_OPTIONS.find((option) => option.value === code)?.label;
}
