// The parts of Dredd 14.1's hook and reporter objects the contract run uses
// (Dredd ships no type declarations).

export interface DreddRequest {
  method: string;
  uri: string;
  headers: Record<string, string>;
  body: string;
}

export interface DreddExpected {
  statusCode?: string;
  headers: Record<string, string>;
  body?: string;
  bodySchema?: object;
}

export interface DreddReal {
  statusCode: number;
  headers: Record<string, string>;
  body?: string;
  bodyEncoding?: string;
}

export interface DreddOrigin {
  filename: string;
  apiName: string;
  /** The path template, e.g. `/dictionary/findByCode/{code}`. */
  resourceName: string;
  actionName: string;
  exampleName: string;
}

export interface GavelError {
  message: string;
  location?: { pointer: string };
}

export interface GavelResult {
  valid: boolean;
  fields: Record<string, { valid: boolean; errors: GavelError[] }>;
}

/** What reporters receive: built from the transaction by Dredd. */
export interface DreddTest {
  title: string;
  message: string;
  status: string;
  valid?: boolean;
  origin: DreddOrigin;
  request?: DreddRequest;
  expected?: DreddExpected;
  actual?: DreddReal;
  results?: GavelResult;
  errors?: { severity: string; message: string }[];
}

export interface DreddTransaction {
  name: string;
  /** Dredd's title for the transaction, `METHOD (status) path`; the hooks put the wire path in. */
  id: string;
  fullPath: string;
  request: DreddRequest;
  expected: DreddExpected;
  real?: DreddReal;
  origin: DreddOrigin;
  skip: boolean;
  fail: boolean | string;
  test?: DreddTest;
}

type SyncOrAsync<T> = ((data: T) => void) | ((data: T, done: () => void) => void);

export interface DreddHooks {
  beforeAll(hook: SyncOrAsync<DreddTransaction[]>): void;
  beforeEach(hook: SyncOrAsync<DreddTransaction>): void;
  beforeEachValidation(hook: SyncOrAsync<DreddTransaction>): void;
  afterEach(hook: SyncOrAsync<DreddTransaction>): void;
}
