// A phone the user has just typed, masked as every answer of the contract shows
// phones, for the screen to show it before the server's next answer does.

/** 13962148803 → 139****8803 */
export function maskMobile(value: string): string {
  return value.length === 11 ? `${value.slice(0, 3)}****${value.slice(-4)}` : value;
}
