// A phone masked as every answer of the contract shows phones: one the user has just
// typed, before the server's next answer shows it, or one an answer gives whole for
// editing (a mailing address's receiver) where a list only shows it.

/** 13962148803 → 139****8803 */
export function maskMobile(value: string): string {
  return value.length === 11 ? `${value.slice(0, 3)}****${value.slice(-4)}` : value;
}
