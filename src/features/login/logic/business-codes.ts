// Spec §4: the words of the login screens' reactions to business codes — the
// kinds of reaction and the codes the screens name. The tables themselves
// (code-reactions.ts) arrive with the first business code, not with the page.
import type { AppPath } from '../../../config/paths';

/** The tabs of the login page: one per kind of user. */
export type LoginKind = 'person' | 'unit' | 'organ' | 'casual';

/** The tabs with more than one login method, and the methods a reaction may switch to. */
export type MethodTab = 'person' | 'unit';
export type SwitchableMethod = 'sms' | 'qr';

/** What the screen does besides showing the message. */
export type CodeAction =
  /** Nothing more: the heading says what to do. */
  | { readonly kind: 'inform' }
  /** The slider ticket is spent or rejected: solve the slider again before retrying. */
  | { readonly kind: 'captchaAgain' }
  /** A fresh QR code of that tab (or more waiting for its confirmation). */
  | { readonly kind: 'refreshQr'; readonly tab: MethodTab }
  /** Another login method of that tab: always the tab the answer came to. */
  | { readonly kind: 'switchMethod'; readonly tab: MethodTab; readonly method: SwitchableMethod }
  /** Another tab: a person (or another user) who acts for units logs in on the unit tab. */
  | { readonly kind: 'switchTab'; readonly tab: 'unit' }
  /** A page of the portal that resolves the situation. */
  | { readonly kind: 'goTo'; readonly path: AppPath; readonly search?: string; readonly label: string };

export interface CodeReaction {
  /** Short Chinese heading shown above the server's msg. */
  readonly title: string;
  /** alert colour: warnings are fixable by the user, errors need help from elsewhere. */
  readonly severity: 'warning' | 'error';
  readonly action: CodeAction;
}

/** The operator holds no authorisation of the unit (also the e-business-licence check's refusal). */
export const AGENT_NOT_AUTHORISED = '03020025';

/** The reaction to a code missing from the tables, or when the tables cannot be loaded: the server's words. */
export const PLAIN_REACTION_TITLE = '登录未完成';

/** The login environment looks risky: log in with an SMS code (person and unit tabs). */
export const RISKY_ENVIRONMENT = '01020040';
/** Face recognition needed: the QR logins confirm with face recognition in the app. */
export const FACE_REQUIRED = '03010019';
