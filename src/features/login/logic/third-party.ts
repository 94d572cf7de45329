// Query parameters of the pages other platforms send users back to.

/** Marks /thirdLogin as the return of the unit (legal-person) government login. */
export const UNIT_RETURN_PARAM = 'unit';
/** Marks /login as the return of the electronic business licence login. */
export const EBUSINESS_RETURN_PARAM = 'ebusiness';
/** Marks /login as the return of the WeChat QR authorisation (which adds `code` and `state`). */
export const WECHAT_RETURN_PARAM = 'wechat';

/** The first non-empty of the given query parameters (platforms name their codes differently). */
export function firstParam(search: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}
