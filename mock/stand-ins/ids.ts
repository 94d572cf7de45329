// Fresh identifiers in the form of a documented one: its letters, the time, then
// random hex (QR20261122093015A7F3 → QR20261128224501 + 8 hex characters).
import { randomBytes } from 'node:crypto';

export function freshId(example: string, now: Date): string {
  const prefix = /^[A-Za-z]*/.exec(example)?.[0] || 'ID';
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** A one-time code as third parties hand them out: 32 hex characters. */
export const freshCode = () => randomBytes(16).toString('hex');
