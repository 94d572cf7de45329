// Check characters of the two national identifiers a citizen or a unit types in.

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';
const ID_PATTERN = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/;

/** GB 11643: an 18-character resident identity number with a correct check digit and a real birth date. */
export function isResidentIdNumber(value: string): boolean {
  const id = value.toUpperCase();
  if (!ID_PATTERN.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(id[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS[sum % 11] === id[17];
}

/** The 31 characters of a unified social credit code (GB 32100), in the order its check computes with. */
export const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const USCC_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** GB 32100: an 18-character unified social credit code with a correct check character. */
export function isUnifiedSocialCreditCode(value: string): boolean {
  const code = value.toUpperCase();
  if (!USCC_PATTERN.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += USCC_CHARS.indexOf(code[i] ?? '') * (USCC_WEIGHTS[i] ?? 0);
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARS[check] === code[17];
}

/** Mainland mobile number, 11 digits starting 13–19. */
export function isMobileNumber(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}
