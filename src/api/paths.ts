// The generated path types, with the headers the middleware sets removed from
// what a caller must pass: screens never supply a token, app id, channel
// marker or timestamp, the headers middleware does it from the behaviour table.

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export type ManagedHeader = 'Access-Token' | 'App-Id' | 'Channel-Type' | 'Channel-Marker' | 'Timestamp';

type CallerHeaders<Header> = [Exclude<Header, undefined>] extends [never]
  ? { header?: never }
  : { header?: Omit<Exclude<Header, undefined>, ManagedHeader> };

type WithoutManagedHeaders<Operation> = Operation extends { parameters: infer Parameters extends { header?: unknown } }
  ? Omit<Operation, 'parameters'> & { parameters: Omit<Parameters, 'header'> & CallerHeaders<Parameters['header']> }
  : Operation;

/** Paths as the portal's clients accept them. */
export type PortalPaths<Paths> = {
  [Path in keyof Paths]: {
    [Key in keyof Paths[Path]]: Key extends HttpMethod ? WithoutManagedHeaders<Paths[Path][Key]> : Paths[Path][Key];
  };
};
