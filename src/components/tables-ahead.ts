// antd's tables (tables.ts, about 120 KiB gzip with what they bring) fetched when
// the browser is idle, by the pages whose visitor's next step is likely a list:
// the home page (services, queries) and the centres (CentreLayout). Not by the
// login pages, whose next step is signing in, and never for a visitor saving data
// or on a 2G connection (usePreloadWhenIdle). The size budget counts them as
// fetched by the landing pages (IDLE_SOURCES in scripts/size-budget.mjs).
export const tablesCode = { preload: () => import('./tables') };
