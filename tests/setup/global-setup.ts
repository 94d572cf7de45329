// Tests read the bundled contract: bundle once per run when openapi/ changed.
// @ts-expect-error -- plain ESM script without type declarations
import { bundleAll } from '../../scripts/bundle.mjs';

export default async function setup(): Promise<void> {
  await (bundleAll as (options: { ifStale: boolean }) => Promise<boolean>)({ ifStale: true });
}
