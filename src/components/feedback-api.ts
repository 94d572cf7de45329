// The dialog API that FeedbackProvider hands to screens and that the lazily
// loaded host (feedback-hosts.tsx) implements; apart from both, so neither
// imports the other.
import type { ModalFuncProps } from 'antd';

export const DIALOG_KINDS = ['confirm', 'info', 'success', 'warning', 'error'] as const;
type DialogKind = (typeof DIALOG_KINDS)[number];

/** Modal.confirm and its siblings, rendered inside the portal's theme and locale. */
export type ModalApi = Record<DialogKind, (props: ModalFuncProps) => void>;
