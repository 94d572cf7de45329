// What every tab of the login page receives.
import type { useLoginFlow } from '../../components/useLoginFlow';

export interface LoginPanelProps {
  flow: ReturnType<typeof useLoginFlow>;
  /** Bumped to issue a fresh QR code (the "refresh" action of a notice). */
  qrVersion?: number;
}
