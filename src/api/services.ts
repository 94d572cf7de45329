import type { Service } from './generated/operations';

/** The app's clients and the service each talks to (its wire path segment). */
export const SERVICE_OF = {
  basic: 'basic',
  person: 'person',
  unit: 'unit',
  channel: 'channel',
  affair: 'affair',
  businessCenter: 'business-center',
  oneThing: 'one-thing',
} as const satisfies Record<string, Service>;

export type ClientName = keyof typeof SERVICE_OF;
