// The one reader of what an operation declares about its behaviour
// (docs/contract.md, "Behaviour extensions"): `security`, the channel header
// parameters and the x-* flags. The generator, the mock gateway, the contract
// tests and the reference pages all read an operation through it, so a bad
// value stops each of them with the same ContractDeclarationError.
import { operationsOf } from './contract.mjs';

export const SM4_MODES = ['request', 'response', 'both'];
/** The kinds of user a token stands for (an agent is its unit's or institution's kind). */
export const USER_KINDS = ['person', 'unit', 'organ', 'casual'];
const USER_KINDS_EXTENSION = 'x-user-kinds';
/** Flags that are `true` or absent, by the field they become. */
const FLAGS = {
  appId: 'x-app-id',
  timestamp: 'x-timestamp',
  polling: 'x-polling',
  queryForm: 'x-query-form',
  managersOnly: 'x-managers-only',
};
/** Header parameters that are themselves the declaration: the client sets them where an operation lists them. */
export const DECLARING_HEADERS = { channelType: 'Channel-Type', channelMarker: 'Channel-Marker' };
/**
 * What a real backend leaves to other parties, which the mock gateway plays offline
 * (docs/mock-gateway.md, "Other parties"): the third party's page a login or binding
 * goes through, the phone that scans a QR code, the slider puzzle. Raw objects here;
 * mock/stand-ins/declaration.ts reads their fields.
 */
const STAND_IN_EXTENSIONS = { thirdParty: 'x-third-party', scan: 'x-scan', puzzle: 'x-puzzle' };
/** `x-example-by`: the request field whose value names the example that answers (an `authType` of `legalPersonSms`). */
const EXAMPLE_BY_EXTENSION = 'x-example-by';
/** Extensions that were replaced, with what to write instead. */
const RETIRED = { 'x-channel-marker': 'is gone; list the header parameter shared/parameters/ChannelMarker.yaml instead' };

/** A declaration the readers cannot take: names the document, the operation and the extension. */
export class ContractDeclarationError extends Error {
  constructor(site, extension, problem) {
    super(`${site.where}: ${extension} ${problem}`);
    this.name = 'ContractDeclarationError';
    this.document = site.document;
    this.operation = site.operation;
    this.extension = extension;
  }
}

/** Where an operation sits, as every reader's error names it. */
export function siteOf(service, { path, method, operation }) {
  const document = `openapi/${service}/openapi.yaml`;
  const named = `${method.toUpperCase()} ${path}${typeof operation.operationId === 'string' ? ` (${operation.operationId})` : ''}`;
  return { document, operation: named, where: `${document} ${named}` };
}

function resolved(doc, value) {
  if (typeof value?.$ref !== 'string') return value;
  if (!value.$ref.startsWith('#/')) throw new Error(`unexpected external $ref ${value.$ref} in a bundled document`);
  return value.$ref
    .slice(2)
    .split('/')
    .reduce((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
}

/** The header parameters an operation lists (its path item's too), resolved. */
export function headerParametersOf(doc, operation, pathItem) {
  return [...(pathItem?.parameters ?? []), ...(operation.parameters ?? [])]
    .map((parameter) => resolved(doc, parameter))
    .filter((parameter) => parameter?.in === 'header');
}

/** `security` omitted → the root's; `[]` → none; one requirement `{}` → optional; else required. */
function authOf(site, doc, operation) {
  const security = operation.security ?? doc.security ?? [];
  const fail = (problem) => {
    throw new ContractDeclarationError(site, 'security', problem);
  };
  if (!Array.isArray(security)) fail(`must be a list of requirements, not ${JSON.stringify(security)}`);
  const schemes = Object.keys(doc.components?.securitySchemes ?? {});
  for (const requirement of security) {
    if (!requirement || typeof requirement !== 'object' || Array.isArray(requirement))
      fail(`requirement ${JSON.stringify(requirement)} must be an object of scheme names`);
    for (const [scheme, scopes] of Object.entries(requirement)) {
      if (!schemes.includes(scheme))
        fail(
          `names the scheme ${JSON.stringify(scheme)}, which components.securitySchemes does not define (${schemes.join(', ') || 'none'})`,
        );
      if (!Array.isArray(scopes)) fail(`scheme ${scheme} must list its scopes (\`[]\`)`);
    }
  }
  if (security.length === 0) return 'none';
  return security.some((requirement) => Object.keys(requirement).length === 0) ? 'optional' : 'required';
}

/**
 * `x-user-kinds`: the operation's, else its (first) tag's in the root; undefined: every kind.
 * Only a token's kind is checked, so it matters on operations that require one.
 */
function userKindsOf(site, doc, operation) {
  const tag = Array.isArray(operation.tags) ? doc.tags?.find((t) => t?.name === operation.tags[0]) : undefined;
  const declared = operation[USER_KINDS_EXTENSION] ?? tag?.[USER_KINDS_EXTENSION];
  if (declared === undefined) return undefined;
  if (!Array.isArray(declared) || declared.length === 0 || declared.some((kind) => !USER_KINDS.includes(kind)))
    throw new ContractDeclarationError(
      site,
      USER_KINDS_EXTENSION,
      `must be a non-empty list of ${USER_KINDS.join(', ')}, not ${JSON.stringify(declared)}${USER_KINDS_EXTENSION in operation ? '' : ` (tag ${tag.name})`}`,
    );
  return declared;
}

/**
 * Everything one operation declares, checked. `state` is the raw `x-state`
 * object (its fields are the gateway's to read: mock/state/declaration.ts).
 */
export function readOperationBehaviour(service, doc, operationEntry) {
  const { operation, pathItem } = operationEntry;
  const site = siteOf(service, operationEntry);
  const fail = (extension, problem) => {
    throw new ContractDeclarationError(site, extension, problem);
  };
  for (const [extension, instead] of Object.entries(RETIRED)) if (extension in operation) fail(extension, instead);
  const flags = {};
  for (const [field, extension] of Object.entries(FLAGS)) {
    if (extension in operation && operation[extension] !== true)
      fail(extension, `must be true when present, not ${JSON.stringify(operation[extension])}`);
    flags[field] = operation[extension] === true;
  }
  const sm4 = operation['x-sm4'] ?? 'none';
  if (sm4 !== 'none' && !SM4_MODES.includes(sm4))
    fail('x-sm4', `must be one of ${SM4_MODES.join(', ')}, not ${JSON.stringify(operation['x-sm4'])}`);
  const state = operation['x-state'];
  if (state !== undefined && (!state || typeof state !== 'object' || Array.isArray(state)))
    fail('x-state', `must be an object, not ${JSON.stringify(state)}`);
  const standIns = Object.fromEntries(
    Object.entries(STAND_IN_EXTENSIONS).map(([field, extension]) => {
      const value = operation[extension];
      if (value !== undefined && (!value || typeof value !== 'object' || Array.isArray(value)))
        fail(extension, `must be an object, not ${JSON.stringify(value)}`);
      return [field, value];
    }),
  );
  const exampleBy = operation[EXAMPLE_BY_EXTENSION];
  if (exampleBy !== undefined) {
    const request = resolved(doc, resolved(doc, operation.requestBody)?.content?.['application/json']?.schema);
    if (typeof exampleBy !== 'string' || !(exampleBy in (request?.properties ?? {})))
      fail(EXAMPLE_BY_EXTENSION, `must name a field of the JSON request, not ${JSON.stringify(exampleBy)}`);
  }
  const headers = new Set(headerParametersOf(doc, operation, pathItem).map((parameter) => parameter.name));
  return {
    site,
    auth: authOf(site, doc, operation),
    userKinds: userKindsOf(site, doc, operation),
    ...flags,
    channelType: headers.has(DECLARING_HEADERS.channelType),
    channelMarker: headers.has(DECLARING_HEADERS.channelMarker),
    sm4,
    state,
    exampleBy,
    ...standIns,
  };
}

/** Every operation of a bundled document with its behaviour, in document order. */
export function* operationBehavioursOf(service, doc) {
  for (const entry of operationsOf(doc)) yield { ...entry, behaviour: readOperationBehaviour(service, doc, entry) };
}
