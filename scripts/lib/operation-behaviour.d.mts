// Types of operation-behaviour.mjs for the TypeScript readers (the gateway, the contract tests).

export type AuthRequirement = 'none' | 'optional' | 'required';
export type Sm4Mode = 'none' | 'request' | 'response' | 'both';

/** The kinds of user a token stands for (docs/contract.md, `x-user-kinds`). */
export type UserKind = 'person' | 'unit' | 'organ' | 'casual';
export declare const USER_KINDS: readonly UserKind[];
export declare const SM4_MODES: readonly Exclude<Sm4Mode, 'none'>[];
export declare const DECLARING_HEADERS: { readonly channelType: 'Channel-Type'; readonly channelMarker: 'Channel-Marker' };

/** The document and operation a declaration belongs to; `where` joins them for messages. */
export interface OperationSite {
  readonly document: string;
  readonly operation: string;
  readonly where: string;
}

export declare class ContractDeclarationError extends Error {
  constructor(site: OperationSite, extension: string, problem: string);
  readonly document: string;
  readonly operation: string;
  readonly extension: string;
}

export interface OperationBehaviour {
  readonly site: OperationSite;
  readonly auth: AuthRequirement;
  /** `x-user-kinds` (the operation's, else its tag's): the kinds whose token may call it; undefined: every kind. */
  readonly userKinds: readonly UserKind[] | undefined;
  readonly appId: boolean;
  readonly timestamp: boolean;
  readonly polling: boolean;
  readonly queryForm: boolean;
  /** `x-managers-only`: a unit's or institution's manager only; an agent's token is refused. */
  readonly managersOnly: boolean;
  readonly channelType: boolean;
  readonly channelMarker: boolean;
  readonly sm4: Sm4Mode;
  /** The raw `x-state` object; mock/state/declaration.ts reads its fields. */
  readonly state: object | undefined;
  /** `x-example-by`: the request field whose value names the example that answers; the mock gateway's to apply. */
  readonly exampleBy: string | undefined;
  /** The raw `x-third-party`, `x-scan` and `x-puzzle` objects; mock/stand-ins/declaration.ts reads their fields. */
  readonly thirdParty: object | undefined;
  readonly scan: object | undefined;
  readonly puzzle: object | undefined;
}

/** What operationsOf (scripts/lib/contract.mjs) yields for one operation. */
export interface OperationEntry<Operation = Record<string, unknown>> {
  readonly path: string;
  readonly method: string;
  readonly operation: Operation;
  readonly pathItem?: Record<string, unknown>;
}

/** The header parameters an operation lists (its path item's too), resolved. */
export declare function headerParametersOf(
  doc: object,
  operation: object,
  pathItem?: object,
): { readonly name: string; readonly in: 'header'; readonly schema?: { readonly pattern?: string } }[];
export declare function siteOf(service: string, entry: OperationEntry<unknown>): OperationSite;
export declare function readOperationBehaviour(service: string, doc: object, entry: OperationEntry<unknown>): OperationBehaviour;
export declare function operationBehavioursOf<Operation = Record<string, unknown>>(
  service: string,
  doc: object,
): Iterable<OperationEntry<Operation> & { readonly behaviour: OperationBehaviour }>;
