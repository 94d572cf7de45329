// `x-state` of an operation (docs/contract.md, "State"): which resource the
// operation reads or changes and how. This module only reads the extension's
// shape; mock/state/check.ts holds it against the operation's schemas.

export const STATE_ACTIONS = ['list', 'get', 'create', 'update', 'delete', 'view', 'login'] as const;
export type StateAction = (typeof STATE_ACTIONS)[number];

/**
 * A value written into an item or an answer:
 * - a literal (string, number, boolean, or a list of them such as `[]`); the strings `$now` and `$now+<n>m`
 *   (yyyy-MM-dd HH:mm:ss), `$today` and `$today+<n>d` (yyyy-MM-dd) are the gateway's clock;
 * - `{from: <request field>, map?: {<request value>: <value>}, default?: <value>, prefix?: <text>}`: `default` when the request
 *   omits the field; `prefix` written before the value (`P` and an identity number: a person's user id);
 * - `{from: <request field>, dictionary: <code>}`: the name of the request's code in the
 *   documented dictionary (basic `dictionary/findByCode/<code>`);
 * - `{from: <request field>, tree: <code>}`: the names from the top of the documented tiered
 *   dictionary (basic `dictionary/getDictWithChildren/<code>`) down to the request's code (南京市江宁区);
 * - `{mask: <request field>}`: an identity or phone number masked as the contract shows them;
 * - `{maskName: <value>}`: a person's name (the value's) masked as the contract shows them (王*国, 刘*);
 * - `{idCard: <request field>, part: birthDate | sex, dictionary?: <code>}`: what a resident identity number
 *   (GB 11643) says of its holder: the birth date (yyyy-MM-dd), the sex code (1 男, 2 女) or, with
 *   `dictionary`, that code's name;
 * - `{creditCode: <request field>, part: area, tree?: <code>}`: what a unified social credit code
 *   (GB 32100) says of its holder: the area code of its registration authority (characters 3–8) or,
 *   with `tree`, that area's names (a code the tree lacks: its city's, else its province's);
 * - `{length: <request field>}`: how many entries a request array (or characters a string) has;
 * - `{bytes: <request field>}`: how many bytes a request field's base64 text holds (an uploaded file's size);
 * - `{dataUrl: <request field>, type: <request field>, types: {<type value>: <media type>}}`: a data URL of a
 *   request field's base64 text, of the media type `types` gives the request's `type` (an uploaded picture as
 *   its own thumbnail); none for a type `types` lacks, so the field keeps the value it had (its example's);
 * - `{item: <item field>, minus?: <number>, prefix?: <text>, suffix?: <text>, default?: <value>}`: a field of the item
 *   the call created, changed or shows (in a `set`, as it was before); with `minus`, that number less it (a skip
 *   used of those left); `prefix` and `suffix` written around it (该文书已于 <sign time> 签收), `default` when the
 *   item has no such field;
 * - `{count: {<item field>: <value>, …}}`: how many items of the resource match;
 * - `{per: <field>, set: {…}}`: for each entry of an answer array, the values of
 *   `set` counted over the items whose `<field>` equals the entry's (`<entry field>:<item field>`
 *   when the names differ);
 * - `{items: {<item field>: <value>, …}}`: the items that match, as the contract shows them;
 * - `{record: <resource>, field: <item path>}`: a field of the caller's single record of a resource
 *   (the account's phone, read where the record's phone is compared with it), or of its item the
 *   request names by that resource's key (the name of the unit's institution an opening is for), or
 *   with `by: <request field>` by that field (the name of the outlet a card is to be collected at);
 *   with `among: {<entry field>: <request field>}`, of a list field only the entries whose field is
 *   the request's value or among its list, all when the request has none (the insurances asked for);
 *   with `map`, the value the field's value maps to (a function's category → the department handling it);
 *   `default` when there is no such record or field; in `registered`, the item of a global resource (a
 *   registry of the world) that the registration names (the base store's entry of a unit's credit code);
 * - `{differs: [<value>, <value>]}`: whether the two values differ;
 * - `{period: [<start field>, <end field>], before: <value>, within: <value>, after: <value>}`: where the gateway's day
 *   falls in a period whose days are the request's fields, else the item's (an agent's authorisation: 未生效, 有效, 已过期);
 * - `{held: <resource>, by: <field>}`: whether the caller holds an item of that resource whose field `by` is the
 *   item's (a business started again has its draft);
 * - `{against: <field>, default?: <value>}`: a field of the item the call compares the record with (`against`);
 * - `{differences: {<field>: <label>, …}}`: each of these fields whose value in the record differs from the
 *   compared item's, as `{field, fieldName: <label>, portalValue, baseStoreValue}`; a value the compared item
 *   keeps masked (王*国, 3201**********4211) agrees with the record's value masked the same way;
 * - `{agrees: [<field>, …]}`: whether none of these fields differs so;
 * - `{changed: [<field>, …]}`: those of these fields whose value the call changed in the item;
 * - `{highest: <item field>, of?: {<item field>: <value>, …}, in?: <resource>, default?: <value>}`: the highest
 *   value of the field over the items that match `of`, the resource's or (`in`) the caller's of another
 *   resource; `default` when none does (an account's real-name level: that of the best channel passed).
 */
export type StateValue =
  | string
  | number
  | boolean
  | readonly ListEntry[]
  | {
      from: string;
      map?: Record<string, string | number | boolean>;
      default?: string | number | boolean;
      dictionary?: string;
      tree?: string;
      prefix?: string;
    }
  | { mask: string }
  | { maskName: StateValue }
  | { idCard: string; part: IdCardPart; dictionary?: string }
  | { creditCode: string; part: 'area'; tree?: string }
  | { length: string }
  | { bytes: string }
  | { dataUrl: string; type: string; types: Record<string, string> }
  | { item: string; minus?: number; prefix?: string; suffix?: string; default?: string | number | boolean }
  | { count: Record<string, string | number | boolean> }
  | { per: string; set: Record<string, StateValue> }
  | { items: Record<string, string | number | boolean> }
  | {
      record: string;
      field: string;
      by?: string;
      among?: Record<string, string>;
      map?: Record<string, string | number | boolean>;
      default?: string | number | boolean;
    }
  | { differs: readonly [StateValue, StateValue] }
  | { period: readonly [string, string]; before: string; within: string; after: string }
  | { held: string; by: string }
  | { highest: string; of?: Record<string, string | number | boolean>; in?: string; default?: string | number | boolean }
  | { against: string; default?: string | number | boolean }
  | { differences: Record<string, string> }
  | { agrees: readonly string[] }
  | { changed: readonly string[] };

/** What `{idCard}` reads from an identity number. */
export const ID_CARD_PARTS = ['birthDate', 'sex'] as const;
export type IdCardPart = (typeof ID_CARD_PARTS)[number];

/** `newestFirst: $added`: the items in the order they were added, the latest first. */
export const ADDED_ORDER = '$added';

/** An entry of a literal list: a literal, or a record of literals (a scope a registered unit's manager holds). */
export type ListEntry = string | number | boolean | Readonly<Record<string, string | number | boolean>>;

/** A literal list value (Array.isArray does not narrow readonly arrays). */
export const isListValue = (value: StateValue): value is readonly ListEntry[] => Array.isArray(value);

/** A refusal: a documented example of the operation, or an envelope written in the declaration. */
export type StateRefusal = string | { appcode: string; msg: string };

export interface StateDeclaration {
  resource: string;
  action: StateAction;
  /** `user` (default): every user has their own; `global`: one for all (accounts). */
  scope: 'user' | 'global';
  /** The key field of the resource's items; a resource without one is a single record. */
  key?: string;
  /** Where the items (list) or the item (get) sit in the answer: a dotted path, default `map.list` / `map`. */
  at?: string;
  /** List: request fields that filter by equality, `request` or `request:item` when the names differ. */
  filters?: string[];
  /** List: request fields matched as a substring of the item field (`name`, or `request:item`); one request field named with several item fields matches any of them. */
  search?: string[];
  /** List: request fields giving the earliest value of an item field, inclusive, compared over the request's length (a date against a time: `applyDateFrom:applyTime`). */
  since?: string[];
  /** List: request fields giving the latest value of an item field, inclusive, compared the same way. */
  until?: string[];
  /** Update, delete: the request field holding an array of keys (default: the key field itself). */
  keys?: string;
  /** Create, update: item fields written besides the request's own (dotted paths into the item). */
  set?: Record<string, StateValue>;
  /** Item fields removed by an update (dotted paths). */
  unset?: string[];
  /** Answer fields written after the change (dotted paths from the answer's root). */
  answer?: Record<string, StateValue>;
  /**
   * Create, update: the caller's records of other resources the same call changes, resource → item
   * fields written: single records (a phone change the record and its sensitive copy both show), or the
   * item the request names by that resource's key (an institution opened); none such: refused (`missing`).
   * Of an accounts resource, the account the session logged in to (none: nothing written).
   */
  also?: Record<string, Record<string, StateValue>>;
  /**
   * Create, update: per resource its `also` writes, whose record it is when not the caller's: the owner of the
   * account of that accounts resource whose field equals the request's (`request` or `request:item`), in the
   * caller's sandbox (a legal person's opening authenticates the unit of the code he names). No such account:
   * nothing written there.
   */
  alsoOf?: Record<string, Record<string, string>>;
  /**
   * Create, update: the request names, by that resource's key, an item of the caller's (a unit's own
   * institution a password reset is for), else it is refused (`missing`) and nothing changes. `also` implies it.
   */
  within?: string;
  /** Update, login, a get of `rows`: request field → item (row) fields, any of which identifies the item. */
  match?: Record<string, string[]>;
  /** Update: the caller's own item of a global resource (the one it owns). */
  own?: boolean;
  /** Update, login: item field → request field that must be equal, else the call is refused. */
  check?: Record<string, string>;
  /**
   * Create, update: per resource its `also` writes or `within` names, the record's field → the request field
   * that must be equal, else the call is refused (`refuse`) and nothing changes: the account the session logged
   * in to holds the current password a phone change gives; the labour-market account an upgrade names is of the
   * credit code given. A session bound to no account has none to check.
   */
  checkAlso?: Record<string, Record<string, string>>;
  /** The answer of a refused call. */
  refuse?: StateRefusal;
  /** List: how many items each user starts with (the documented ones first, generated ones after). */
  seed?: number;
  /** List: item field the list is sorted by, newest (greatest) first; `$added`: the order the owner added the items in, the latest first (a list that shows no time). */
  newestFirst?: string;
  /** Create: a request naming an existing key updates that item instead (save = add or edit, a draft saved again). */
  upsert?: boolean;
  /**
   * Create: item fields no two items share besides the key (one account per credit code); a create that would is
   * refused with `taken`, else `refuse`. Update: fields its `also` writes that no other item of that resource may
   * hold (a new login phone another account has).
   */
  unique?: string[];
  /** The answer of a call `unique` refuses, where it differs from `refuse`. */
  taken?: StateRefusal;
  /** Create: fields the request does not carry come from this resource's item of the same key; none: refused. */
  copy?: string;
  /** Update: only items whose date field is at least this many seconds old change (a member confirms later). */
  after?: Record<string, number>;
  /**
   * Update: the change is made only for a request whose fields hold these values; another changes nothing and
   * answers the item as it is (a signing the user abandoned: signResult fail, 不记录签署).
   */
  given?: Record<string, string | number | boolean>;
  /**
   * Update: item field → the values it must hold for the change (a state machine's allowed states), else refused
   * (`refuse`). Create: the same of the item it is for (`also`, `within`: an institution not opened yet).
   */
  when?: Record<string, (string | number | boolean)[]>;
  /** List: an agent persona sees only its own entries, those its own documented example lists (by key). */
  agentOwn?: boolean;
  /**
   * List open to callers without a token: such a caller sees only the items whose fields equal every
   * one of these request fields (`request` or `request:item`), all of them given; otherwise none.
   */
  anonymousBy?: string[];
  /**
   * List with `anonymousBy`: a caller without a token looks up this registry of the world
   * (mock/state/world.ts) instead of an owner's items: `units`, the base store's entry of every unit.
   * The registry is a global resource of that name, seeded from the world, which `also` may write.
   */
  anonymousFrom?: string;
  /** List: item fields every listed item has (an array field: contains the value). */
  where?: Record<string, string | number | boolean>;
  /** List: at most this many items (after filters, before paging). */
  limit?: number;
  /** List: `seed` counts the items of each value of this item field (each category its own `seed`). */
  seedPer?: string;
  // The rules a server keeps (docs/contract.md, "Rules"): declared on the resource's list, refused by its writes.
  /** Rule, defining list: each owner holds at most this many items (the list schema's `maxItems` when it has one). */
  max?: number;
  /** Rule, defining list: the boolean item field at most one item has true; an owner's first item gets it, setting it clears the others. */
  default?: string;
  /** Rule, list: items whose fields hold these values come first (the others keep their order, or `newestFirst`'s). */
  first?: Record<string, string | number | boolean>;
  /** Create: the answer when the owner already holds `max` items; nothing is added. */
  full?: StateRefusal;
  /** Update, delete, get, upsert create by key: the answer when the key names no item of the caller (unknown, or another owner's); default `refuse`. */
  missing?: StateRefusal;
  /** Update, delete: keys naming no item of the caller are passed over (documented idempotence): success, and only the caller's items change. */
  ignoreMissing?: boolean;
  /**
   * Get: the fields the item lacks are built from the item and the caller's world (mock/state/world.ts): `case`, a
   * case's detail. List: the same for each item before the filters read it (`caseDepartment`, a case's department code).
   */
  derive?: string;
  /**
   * List, get: what the operation shows are rows built from the caller's items and the world at the
   * gateway's clock, not the items (mock/state/world.ts): `delivery`, a finished case's EMS delivery.
   * Items without one show none; filters, `first`, order and a get's `match` read the rows.
   */
  rows?: string;
  /**
   * Get of a single record: the record an account registered on the gateway starts with, per accounts
   * resource (`personAccounts`) whose registrations give it, its fields evaluated over the registration
   * (the account's fields stand as the request); absent fields stay absent.
   */
  registered?: Record<string, Record<string, StateValue>>;
  /**
   * Get with `registered`: only accounts registered on the gateway answer from state; the world's personas
   * answer their own documented example (an agent its own, not its unit's) until a call writes their record.
   */
  registeredOnly?: boolean;
  /**
   * Get whose answer is a file, not JSON: the item's base64 field `content` as the body's bytes, named
   * by its field `name` in `Content-Disposition`. An item without content answers the example's bytes
   * under its own name (a seeded item has no file of its own).
   */
  file?: StateFile;
  /**
   * Create: a request whose fields `same` equal those of an item of the caller's that holds an item of
   * resource `held` under its key (the latest such) answers that item instead of adding one: a business
   * started again while its draft is not yet submitted.
   */
  resume?: { same: string[]; held: string };
  /**
   * Create, update: the caller's items of other resources the call ends (removes), resource → item field →
   * the request field it equals: a case made from a business voids its draft, a submitted case its later one.
   */
  ends?: Record<string, Record<string, string>>;
  /** Get: the documented 200 example answered when the caller has no item under the key (a draft: 没有暂存). */
  empty?: string;
  /** Update: item field → request field whose value must differ from it (a new password not the old one), else `unchanged`. */
  mustChange?: Record<string, string>;
  /** The answer of an update `mustChange` refuses. */
  unchanged?: StateRefusal;
  /**
   * Update: item field → how many of its earlier values the item keeps (the gateway's own field), which
   * `mustChange` refuses too: 不得与原密码及最近三次使用过的密码相同.
   */
  remember?: Record<string, number>;
  /**
   * Update with `own` or `via`: the other accounts resources whose account the session logged in to (or the
   * `via` item names) the call changes the same way (an operation open to persons and casual users: the
   * forced password change; a recovery of a unit's or an institution's password).
   */
  accounts?: string[];
  /**
   * Update: the items to change are those another resource's item names, the one the request names by that
   * resource's key (a verified recovery's serial names its account): the items whose fields equal every field
   * of that item's field `at` (`{socialCreditCode, managerCellphone}`), in this resource or one of `accounts`.
   * A key naming no item, or one whose `until` date-time has passed (a serial valid for ten minutes), is refused
   * (`missing`); an item naming none changes nothing.
   */
  via?: StateVia;
  /**
   * View, update of a user's single record: the item of a global resource (a registry of the world) the
   * record's field `by` names by that resource's key, which the call compares the record with (the base
   * store's entry of a unit's credit code: 单位信息与基础库比对, 同步); `{against}`, `{differences}` and
   * `{agrees}` read it. None (a unit the base store lacks): nothing differs, and an update changes nothing.
   */
  against?: StateAgainst;
  /**
   * Login: the agents of the organisation the request names, who log in with their own password where no
   * account has the login name (an institution's agents, items of its list, are no accounts): the account
   * whose fields `of` equal the request's (its manager's, item field → request field) names the owner whose
   * list `resource` holds them; the agent `match` finds passes `check`, with the login's `attempts`, and
   * the session is that agent's.
   */
  agents?: StateAgents;
  /**
   * Login, update with `check`: how many failed checks in a row an item takes (`limit`) before the operation
   * refuses it with `locked` for `minutes`, whatever the request (连续错误 5 次锁定 30 分钟). A failed check
   * before that is refused with `refuse`, its msg `msg` with `{left}` the attempts left; a check passed, or a
   * change of a checked field (a password reset), starts the count again.
   */
  attempts?: StateAttempts;
  /**
   * Update or delete of an account: the logins it ends once it succeeds, their tokens refused from then on:
   * `others` (成功后其他设备上的登录失效，当前令牌继续有效) or `all` (a reset, a deleted agent: 所有登录失效).
   */
  logsOut?: 'others' | 'all';
  /**
   * Create, update: the calendar days a request may give (mock/state/dates.ts), each rule a request field
   * not before or not after a bound: the gateway's day (`$today`, `$today+<n>d`, `$today+<n>y`), another
   * request field, or (`{item: <field>}`) that field of every item the update changes. The first rule
   * broken is refused with its own `refuse` and nothing changes; a request without the field keeps none.
   */
  dates?: DateRule[];
}

/** A bound of a date rule: a day of the gateway's clock, a request field, or a field of each changed item. */
export type DateBound = string | { item: string };

export interface DateRule {
  field: string;
  notBefore?: DateBound;
  notAfter?: DateBound;
  refuse: StateRefusal;
}

export interface StateVia {
  resource: string;
  at: string;
  /** The field of the `via` item holding the date-time it names its items until (`$now+10m` when it was made). */
  until?: string;
}

export interface StateAgainst {
  resource: string;
  by: string;
}

export interface StateAgents {
  resource: string;
  of: Record<string, string>;
  match: Record<string, string[]>;
  check: Record<string, string>;
  /**
   * The answer (an example of the 200 answer) to the login name of an agent its organisation deleted:
   * refused, never logged in as the manager as a name no agent has is, until an agent holds it again.
   */
  removed?: string;
}

export interface StateAttempts {
  limit: number;
  minutes: number;
  locked: StateRefusal;
  msg?: string;
}

export interface StateFile {
  /** The item field holding the file's bytes as base64 (kept from the create's request). */
  content: string;
  /** The item field holding the file's name. */
  name: string;
}

const KNOWN_KEYS = new Set([
  'resource',
  'action',
  'scope',
  'key',
  'at',
  'filters',
  'search',
  'since',
  'until',
  'keys',
  'set',
  'unset',
  'answer',
  'match',
  'own',
  'check',
  'checkAlso',
  'refuse',
  'seed',
  'newestFirst',
  'upsert',
  'unique',
  'taken',
  'copy',
  'after',
  'given',
  'when',
  'agentOwn',
  'where',
  'limit',
  'seedPer',
  'max',
  'default',
  'first',
  'full',
  'missing',
  'ignoreMissing',
  'derive',
  'rows',
  'registered',
  'registeredOnly',
  'also',
  'alsoOf',
  'within',
  'anonymousBy',
  'anonymousFrom',
  'file',
  'resume',
  'ends',
  'empty',
  'mustChange',
  'unchanged',
  'remember',
  'accounts',
  'attempts',
  'via',
  'against',
  'agents',
  'logsOut',
  'dates',
]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A refusal: a documented example's name, or `{appcode, msg}`. */
const isRefusal = (value: unknown): value is StateRefusal =>
  typeof value === 'string' || (isRecord(value) && typeof value.appcode === 'string' && typeof value.msg === 'string');

function stringList(value: unknown, name: string, where: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new Error(`${where}: x-state ${name} must be a list of field names`);
  }
  return value as string[];
}

const VALUE_FORMS = [
  'from',
  'mask',
  'maskName',
  'idCard',
  'creditCode',
  'length',
  'bytes',
  'dataUrl',
  'item',
  'count',
  'per',
  'items',
  'record',
  'differs',
  'period',
  'held',
  'highest',
  'against',
  'differences',
  'agrees',
  'changed',
];

const isLiteral = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);
const isListEntry = (value: unknown) => isLiteral(value) || (isRecord(value) && Object.values(value).every(isLiteral));

function checkValue(value: unknown, where: string): void {
  if (isLiteral(value) || (Array.isArray(value) && value.every(isListEntry))) return;
  if (!isRecord(value)) throw new Error(`${where}: x-state value ${JSON.stringify(value)} is neither a literal nor an expression`);
  const forms = VALUE_FORMS.filter((k) => k in value);
  if (forms.length !== 1)
    throw new Error(`${where}: x-state expression ${JSON.stringify(value)} must have exactly one of ${VALUE_FORMS.join(', ')}`);
  if ('item' in value && value.minus !== undefined && typeof value.minus !== 'number')
    throw new Error(`${where}: x-state item's minus must be a number`);
  if ('record' in value && (typeof value.record !== 'string' || typeof value.field !== 'string'))
    throw new Error(`${where}: x-state record needs a resource name and a field`);
  if (
    'record' in value &&
    value.among !== undefined &&
    (!isRecord(value.among) || !Object.values(value.among).every((f) => typeof f === 'string'))
  )
    throw new Error(`${where}: x-state record's among must map entry fields to request fields`);
  if ('record' in value && value.default !== undefined && !isLiteral(value.default))
    throw new Error(`${where}: x-state record's default must be a literal`);
  if ('record' in value && value.map !== undefined && (!isRecord(value.map) || !Object.values(value.map).every(isLiteral)))
    throw new Error(`${where}: x-state record's map must map values to literals`);
  if ('highest' in value) {
    if (typeof value.highest !== 'string' || (value.in !== undefined && typeof value.in !== 'string'))
      throw new Error(`${where}: x-state highest needs an item field, and in a resource name`);
    if (value.of !== undefined && (!isRecord(value.of) || !Object.values(value.of).every(isLiteral)))
      throw new Error(`${where}: x-state highest's of must map item fields to literals`);
  }
  if ('held' in value && (typeof value.held !== 'string' || typeof value.by !== 'string'))
    throw new Error(`${where}: x-state held needs a resource name and the field by which its item is found`);
  if ('against' in value && typeof value.against !== 'string') throw new Error(`${where}: x-state against needs a field`);
  if ('differences' in value && (!isRecord(value.differences) || !Object.values(value.differences).every((l) => typeof l === 'string')))
    throw new Error(`${where}: x-state differences must map fields to their labels`);
  for (const form of ['agrees', 'changed'] as const)
    if (form in value && (!Array.isArray(value[form]) || !value[form].every((f: unknown) => typeof f === 'string')))
      throw new Error(`${where}: x-state ${form} needs a list of fields`);
  if (
    'period' in value &&
    (!Array.isArray(value.period) ||
      value.period.length !== 2 ||
      !value.period.every((field) => typeof field === 'string') ||
      !['before', 'within', 'after'].every((name) => typeof value[name] === 'string'))
  )
    throw new Error(`${where}: x-state period needs its start and end fields, and the values before, within and after it`);
  if ('maskName' in value) checkValue(value.maskName, where);
  if ('differs' in value) {
    if (!Array.isArray(value.differs) || value.differs.length !== 2) throw new Error(`${where}: x-state differs needs two values`);
    for (const inner of value.differs) checkValue(inner, where);
  }
  if ('idCard' in value && !(ID_CARD_PARTS as readonly unknown[]).includes(value.part))
    throw new Error(`${where}: x-state idCard needs part ${ID_CARD_PARTS.join(' or ')}, not ${JSON.stringify(value.part)}`);
  if ('creditCode' in value && value.part !== 'area') throw new Error(`${where}: x-state creditCode needs part area`);
  if (
    'dataUrl' in value &&
    (typeof value.dataUrl !== 'string' ||
      typeof value.type !== 'string' ||
      !isRecord(value.types) ||
      !Object.values(value.types).every((t) => typeof t === 'string'))
  )
    throw new Error(`${where}: x-state dataUrl needs a request field, its type field and types mapping type values to media types`);
  if ('dictionary' in value && 'tree' in value) throw new Error(`${where}: x-state from takes dictionary or tree, not both`);
  for (const text of ['prefix', 'suffix'])
    if (text in value && typeof value[text] !== 'string') throw new Error(`${where}: x-state ${text} must be a string`);
  if (isRecord(value.set)) for (const inner of Object.values(value.set)) checkValue(inner, where);
}

function valueMap(value: unknown, name: string, where: string): Record<string, StateValue> | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new Error(`${where}: x-state ${name} must map field paths to values`);
  for (const inner of Object.values(value)) checkValue(inner, where);
  return value as Record<string, StateValue>;
}

/**
 * `registered` (accounts resource → the record's values over its registrations) and `also` (resource →
 * the item fields the call writes into the caller's record of it): values per resource.
 */
function valuesPerResource(
  value: unknown,
  name: 'registered' | 'also',
  where: string,
): Record<string, Record<string, StateValue>> | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || Object.keys(value).length === 0 || !Object.values(value).every(isRecord))
    throw new Error(`${where}: x-state ${name} must map resources to field values`);
  return Object.fromEntries(Object.entries(value).map(([resource, values]) => [resource, valueMap(values, `${name} ${resource}`, where)!]));
}

/** Reads an operation's `x-state`; undefined when it has none. Throws on a malformed declaration. */
export function readStateDeclaration(value: unknown, where: string): StateDeclaration | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new Error(`${where}: x-state must be an object`);
  const unknown = Object.keys(value).filter((k) => !KNOWN_KEYS.has(k));
  if (unknown.length > 0) throw new Error(`${where}: x-state has unknown keys ${unknown.join(', ')}`);
  const { resource, action, scope = 'user' } = value;
  if (typeof resource !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(resource)) {
    throw new Error(`${where}: x-state resource must be a camelCase name, not ${JSON.stringify(resource)}`);
  }
  if (typeof action !== 'string' || !(STATE_ACTIONS as readonly string[]).includes(action)) {
    throw new Error(`${where}: x-state action must be one of ${STATE_ACTIONS.join(', ')}, not ${JSON.stringify(action)}`);
  }
  if (scope !== 'user' && scope !== 'global') throw new Error(`${where}: x-state scope must be user or global`);
  for (const name of [
    'key',
    'at',
    'keys',
    'newestFirst',
    'copy',
    'seedPer',
    'default',
    'derive',
    'rows',
    'within',
    'empty',
    'anonymousFrom',
  ] as const) {
    if (value[name] !== undefined && typeof value[name] !== 'string') throw new Error(`${where}: x-state ${name} must be a string`);
  }
  if (value.seed !== undefined && (!Number.isInteger(value.seed) || (value.seed as number) < 0)) {
    throw new Error(`${where}: x-state seed must be a whole number`);
  }
  for (const name of ['own', 'upsert', 'agentOwn', 'ignoreMissing', 'registeredOnly'] as const) {
    if (value[name] !== undefined && typeof value[name] !== 'boolean') throw new Error(`${where}: x-state ${name} must be true or false`);
  }
  for (const name of ['limit', 'max'] as const) {
    if (value[name] !== undefined && (!Number.isInteger(value[name]) || (value[name] as number) < 1)) {
      throw new Error(`${where}: x-state ${name} must be a whole number above 0`);
    }
  }
  for (const name of ['where', 'first', 'given'] as const) {
    const conditions = value[name];
    if (conditions !== undefined && (!isRecord(conditions) || !Object.values(conditions).every(isLiteral))) {
      throw new Error(`${where}: x-state ${name} must map fields to literals`);
    }
  }
  const match = value.match;
  if (match !== undefined && (!isRecord(match) || Object.values(match).some((v) => !Array.isArray(v)))) {
    throw new Error(`${where}: x-state match must map request fields to lists of item fields`);
  }
  for (const name of ['check', 'mustChange'] as const) {
    const fields = value[name];
    if (fields !== undefined && (!isRecord(fields) || Object.values(fields).some((v) => typeof v !== 'string'))) {
      throw new Error(`${where}: x-state ${name} must map item fields to request fields`);
    }
  }
  const checkAlso = value.checkAlso;
  const fieldMap = (fields: unknown) => isRecord(fields) && Object.values(fields).every((v) => typeof v === 'string');
  if (checkAlso !== undefined && (!isRecord(checkAlso) || !Object.values(checkAlso).every(fieldMap))) {
    throw new Error(`${where}: x-state checkAlso must map resources to their fields and request fields`);
  }
  const alsoOf = value.alsoOf;
  const oneAccount = (of: unknown) => fieldMap(of) && Object.keys(of as object).length === 1;
  if (alsoOf !== undefined && (!isRecord(alsoOf) || !Object.values(alsoOf).every(oneAccount))) {
    throw new Error(`${where}: x-state alsoOf must map resources to one accounts resource and the request field naming its account`);
  }
  const after = value.after;
  if (after !== undefined && (!isRecord(after) || Object.values(after).some((v) => !Number.isInteger(v) || (v as number) < 0))) {
    throw new Error(`${where}: x-state after must map item date fields to whole seconds`);
  }
  const when = value.when;
  if (
    when !== undefined &&
    (!isRecord(when) || Object.values(when).some((v) => !Array.isArray(v) || v.length === 0 || !v.every(isLiteral)))
  ) {
    throw new Error(`${where}: x-state when must map item fields to non-empty lists of allowed values`);
  }
  const file = value.file;
  if (file !== undefined && (!isRecord(file) || typeof file.content !== 'string' || typeof file.name !== 'string')) {
    throw new Error(`${where}: x-state file must name the item fields of its content and name`);
  }
  const remember = value.remember;
  if (remember !== undefined && (!isRecord(remember) || !Object.values(remember).every((n) => Number.isInteger(n) && (n as number) > 0))) {
    throw new Error(`${where}: x-state remember must map item fields to how many earlier values are kept`);
  }
  const resume = value.resume;
  if (
    resume !== undefined &&
    (!isRecord(resume) || typeof resume.held !== 'string' || stringList(resume.same, 'resume same', where) === undefined)
  ) {
    throw new Error(`${where}: x-state resume needs same (request fields) and held (a resource)`);
  }
  const ends = value.ends;
  if (
    ends !== undefined &&
    (!isRecord(ends) ||
      !Object.values(ends).every((fields) => isRecord(fields) && Object.values(fields).every((f) => typeof f === 'string')))
  ) {
    throw new Error(`${where}: x-state ends must map resources to item fields and the request fields they equal`);
  }
  const attempts = value.attempts;
  if (
    attempts !== undefined &&
    (!isRecord(attempts) ||
      !Number.isInteger(attempts.limit) ||
      (attempts.limit as number) < 1 ||
      !Number.isInteger(attempts.minutes) ||
      (attempts.minutes as number) < 1 ||
      !isRefusal(attempts.locked) ||
      (attempts.msg !== undefined && typeof attempts.msg !== 'string'))
  ) {
    throw new Error(`${where}: x-state attempts needs limit and minutes (whole numbers above 0), locked (a refusal) and an optional msg`);
  }
  if (value.logsOut !== undefined && value.logsOut !== 'others' && value.logsOut !== 'all') {
    throw new Error(`${where}: x-state logsOut must be others or all`);
  }
  const against = value.against;
  if (against !== undefined && (!isRecord(against) || typeof against.resource !== 'string' || typeof against.by !== 'string'))
    throw new Error(`${where}: x-state against needs resource (a global resource) and by (the record's field naming its item)`);
  const via = value.via;
  if (
    via !== undefined &&
    (!isRecord(via) ||
      typeof via.resource !== 'string' ||
      typeof via.at !== 'string' ||
      (via.until !== undefined && typeof via.until !== 'string'))
  ) {
    throw new Error(
      `${where}: x-state via needs resource and at (the field of its item that names the items to change), and an optional until (a date-time field)`,
    );
  }
  const agents = value.agents;
  const isFieldMap = (fields: unknown, isValue: (v: unknown) => boolean) => isRecord(fields) && Object.values(fields).every(isValue);
  const isName = (v: unknown) => typeof v === 'string';
  if (
    agents !== undefined &&
    (!isRecord(agents) ||
      typeof agents.resource !== 'string' ||
      !isFieldMap(agents.of, isName) ||
      !isFieldMap(agents.match, (v) => Array.isArray(v) && v.every(isName)) ||
      !isFieldMap(agents.check, isName) ||
      (agents.removed !== undefined && !isName(agents.removed)))
  ) {
    throw new Error(
      `${where}: x-state agents needs resource, of (account field → request field), match (request field → agent fields) and check (agent field → request field), and an optional removed (an example's name)`,
    );
  }
  const isBound = (bound: unknown) => typeof bound === 'string' || (isRecord(bound) && typeof bound.item === 'string');
  const dates = value.dates;
  if (
    dates !== undefined &&
    (!Array.isArray(dates) ||
      !dates.every(
        (rule) =>
          isRecord(rule) &&
          typeof rule.field === 'string' &&
          isRefusal(rule.refuse) &&
          (rule.notBefore !== undefined || rule.notAfter !== undefined) &&
          [rule.notBefore, rule.notAfter].every((bound) => bound === undefined || isBound(bound)),
      ))
  ) {
    throw new Error(
      `${where}: x-state dates must be a list of rules, each a field, notBefore or notAfter ($today…, a request field or {item}) and refuse`,
    );
  }
  for (const name of ['refuse', 'full', 'missing', 'unchanged'] as const) {
    const refusal = value[name];
    if (refusal !== undefined && !isRefusal(refusal)) {
      throw new Error(`${where}: x-state ${name} must be an example name or {appcode, msg}`);
    }
  }
  return {
    resource,
    action: action as StateAction,
    scope,
    key: value.key as string | undefined,
    at: value.at as string | undefined,
    filters: stringList(value.filters, 'filters', where),
    search: stringList(value.search, 'search', where),
    since: stringList(value.since, 'since', where),
    until: stringList(value.until, 'until', where),
    keys: value.keys as string | undefined,
    set: valueMap(value.set, 'set', where),
    unset: stringList(value.unset, 'unset', where),
    answer: valueMap(value.answer, 'answer', where),
    match: match as Record<string, string[]> | undefined,
    own: value.own as boolean | undefined,
    check: value.check as Record<string, string> | undefined,
    checkAlso: checkAlso as Record<string, Record<string, string>> | undefined,
    refuse: value.refuse as StateRefusal | undefined,
    seed: value.seed as number | undefined,
    newestFirst: value.newestFirst as string | undefined,
    upsert: value.upsert as boolean | undefined,
    unique: stringList(value.unique, 'unique', where),
    taken: value.taken as StateRefusal | undefined,
    copy: value.copy as string | undefined,
    after: after as Record<string, number> | undefined,
    given: value.given as Record<string, string | number | boolean> | undefined,
    when: when as Record<string, (string | number | boolean)[]> | undefined,
    agentOwn: value.agentOwn as boolean | undefined,
    anonymousBy: stringList(value.anonymousBy, 'anonymousBy', where),
    anonymousFrom: value.anonymousFrom as string | undefined,
    where: value.where as Record<string, string | number | boolean> | undefined,
    limit: value.limit as number | undefined,
    seedPer: value.seedPer as string | undefined,
    max: value.max as number | undefined,
    default: value.default as string | undefined,
    first: value.first as Record<string, string | number | boolean> | undefined,
    full: value.full as StateRefusal | undefined,
    missing: value.missing as StateRefusal | undefined,
    ignoreMissing: value.ignoreMissing as boolean | undefined,
    derive: value.derive as string | undefined,
    rows: value.rows as string | undefined,
    registered: valuesPerResource(value.registered, 'registered', where),
    registeredOnly: value.registeredOnly as boolean | undefined,
    also: valuesPerResource(value.also, 'also', where),
    alsoOf: alsoOf as Record<string, Record<string, string>> | undefined,
    within: value.within as string | undefined,
    file: file as StateFile | undefined,
    resume: resume as StateDeclaration['resume'],
    ends: ends as StateDeclaration['ends'],
    empty: value.empty as string | undefined,
    mustChange: value.mustChange as Record<string, string> | undefined,
    unchanged: value.unchanged as StateRefusal | undefined,
    remember: remember as Record<string, number> | undefined,
    accounts: stringList(value.accounts, 'accounts', where),
    attempts: attempts as StateAttempts | undefined,
    via: via as StateVia | undefined,
    against: against as StateAgainst | undefined,
    agents: agents as StateAgents | undefined,
    logsOut: value.logsOut as StateDeclaration['logsOut'],
    dates: dates as DateRule[] | undefined,
  };
}

/**
 * The items a write's `set` reads by a request field (`{record, by}`), as [resource, request field]: a request
 * naming one that does not exist is refused (`missing`); a request without the field names none.
 */
export const namedBy = (state: StateDeclaration): [string, string][] =>
  Object.values(state.set ?? {}).flatMap((value) =>
    typeof value === 'object' && value !== null && 'record' in value && value.by !== undefined
      ? [[value.record, value.by] as [string, string]]
      : [],
  );

/** The resources a create or update names an item of the caller's in (`also`, `within`), the one it is for first. */
export const namedResources = (state: StateDeclaration): string[] => [
  ...Object.keys(state.also ?? {}),
  ...(state.within ? [state.within] : []),
];

/**
 * The literal a write's values give the resource's key: the item the write is for, whatever the request
 * holds (the channel an authentication passes, in an update's `set` or an `also`). Clock values are no key.
 */
export function fixedKey(values: Record<string, StateValue> | undefined, key: string | undefined): string | number | boolean | undefined {
  const value = key === undefined ? undefined : values?.[key];
  if (typeof value === 'string') return value.startsWith('$') ? undefined : value;
  return typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

/** Whether a list or get shows the resource's items themselves, not rows built from them (`rows`). */
export const showsItems = (state: StateDeclaration): boolean => state.rows === undefined;

/** A list's entries that narrow it (`filters`, `search`, `since`, `until`), each `request` or `request:item`. */
export function narrowingEntries(state: StateDeclaration): string[] {
  return [...(state.filters ?? []), ...(state.search ?? []), ...(state.since ?? []), ...(state.until ?? [])];
}

/** The request fields a list narrows by: a read of the whole list leaves them out. */
export const narrowingFields = (state: StateDeclaration): string[] => narrowingEntries(state).map((entry) => fieldPair(entry).request);

/** `request` or `request:item` of filters, search and bounds. */
export function fieldPair(entry: string): { request: string; item: string } {
  const [request = entry, item = request] = entry.split(':');
  return { request, item };
}

/** Where a declaration's items or item sit in the answer. */
export function answerPath(declaration: StateDeclaration): string {
  return declaration.at ?? (declaration.action === 'list' ? 'map.list' : 'map');
}
