// Types of proxy-options.mjs for the gateway's TypeScript.
export interface ProxyCommandLine {
  backend: string;
  publicKey: string | undefined;
  strict: boolean;
  mock: string[] | undefined;
  backendOnly: string[] | undefined;
  fallback: boolean;
  record: string | undefined;
  timeoutMs: number | undefined;
}

export declare const PROXY_USAGE: string;
export declare function splitProxyArguments(argv: readonly string[]): { proxy: string[]; rest: string[] };
export declare function readProxyOptions(argv: readonly string[], env?: NodeJS.ProcessEnv): ProxyCommandLine | undefined;
