// Masks for other people's identifiers shown in lists (the answer carries them
// in full, decrypted; the screen shows only what identifies the row).

/** 320582199003125616 → 3205**********5616 */
export function maskIdNumber(value: string): string {
  return value.length <= 8 ? value : `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}

/** 13962148803 → 139****8803 */
export function maskMobile(value: string): string {
  return value.length === 11 ? `${value.slice(0, 3)}****${value.slice(-4)}` : value;
}
