// The phone that scans a QR code (`x-scan`): every code the gateway issues
// waits until it is confirmed (the development panel, `POST /__mock/scan/<id>/confirm`)
// or cancelled; with auto-confirm (`X-Mock-Scan: auto`, cookie `mock-scan=auto`,
// MOCK_SCAN=auto) a code counts as confirmed from the first poll.

export type ScanState = 'waiting' | 'confirmed' | 'cancelled';

export interface Scan {
  readonly id: string;
  /** What the code is for: the issuing operation's summary. */
  readonly purpose: string;
  readonly issuedAt: string;
  state: ScanState;
}

export const SCAN_MODES = ['auto', 'wait'] as const;
export type ScanMode = (typeof SCAN_MODES)[number];

export function isScanMode(value: string): value is ScanMode {
  return (SCAN_MODES as readonly string[]).includes(value);
}

export class ScanBook {
  private readonly scans = new Map<string, Scan>();

  constructor(private readonly capacity = 500) {}

  issue(id: string, purpose: string, now: Date): void {
    if (this.scans.size >= this.capacity) this.scans.delete(this.scans.keys().next().value as string);
    this.scans.set(id, { id, purpose, issuedAt: now.toISOString(), state: 'waiting' });
  }

  /** The state of a code the gateway issued; undefined for any other. */
  stateOf(id: string): ScanState | undefined {
    return this.scans.get(id)?.state;
  }

  /** Confirms or cancels a waiting code; false when there is no such waiting code. */
  settle(id: string, state: Exclude<ScanState, 'waiting'>): boolean {
    const scan = this.scans.get(id);
    if (scan?.state !== 'waiting') return false;
    scan.state = state;
    return true;
  }

  /** The codes still waiting, newest first. */
  waiting(): Scan[] {
    return [...this.scans.values()].filter((scan) => scan.state === 'waiting').reverse();
  }
}
