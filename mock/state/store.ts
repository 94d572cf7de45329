// The gateway's state: per owner (a persona, or `*` for global resources) the
// items of each resource, seeded lazily from a deterministic seed. With a
// folder it is written there after every change: to a temporary file, then
// renamed over state.json, one write at a time (later changes are taken along
// by the next write, so none is lost). Only the resources that changed are
// written: the others come back from the same seed, so a thousand users who
// only read cost no disk writes. A state.json that does not parse, or was
// seeded with another MOCK_SEED, is set aside with a message, never silently reset.
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Item } from './values';

export type ResourceState = Item[] | Item;
export const GLOBAL_OWNER = '*';
/** A registered account's own state: owner `<kind>:<account key>` (`person:320102199003071234`). */
export const ACCOUNT_MARK = ':';

interface StateFile {
  version: 1;
  seed: string;
  owners: Record<string, Record<string, ResourceState>>;
}

export interface StoreOptions {
  /** The folder state.json lives in; without one the state lasts as long as the process. */
  dir?: string;
  /** MOCK_SEED: recorded in the file, so that a file seeded otherwise is not mixed in. */
  seed: string;
  /** The seed of one resource of one owner. */
  seedOf(owner: string, resource: string): ResourceState;
  warn(message: string): void;
}

export class StateStore {
  private owners = new Map<string, Map<string, ResourceState>>();
  /** Per owner, the resources that differ from their seed (the ones state.json keeps). */
  private changedResources = new Map<string, Set<string>>();
  private dirty = false;
  private writing: Promise<void> | undefined;
  private writes = 0;
  readonly file: string | undefined;

  constructor(private readonly options: StoreOptions) {
    this.file = options.dir ? join(options.dir, 'state.json') : undefined;
    if (options.dir) mkdirSync(options.dir, { recursive: true });
    this.load();
  }

  private load(): void {
    if (!this.file || !existsSync(this.file)) return;
    let parsed: StateFile | undefined;
    let reason: string | undefined;
    try {
      parsed = JSON.parse(readFileSync(this.file, 'utf8')) as StateFile;
      if (parsed.version !== 1 || typeof parsed.owners !== 'object' || parsed.owners === null)
        reason = 'it is not a state file of this gateway';
      else if (parsed.seed !== this.options.seed)
        reason = `it was seeded with MOCK_SEED=${parsed.seed}, this gateway runs with ${this.options.seed}`;
    } catch (error) {
      reason = `it does not parse (${(error as Error).message})`;
    }
    if (reason || !parsed) {
      const aside = `${this.file}.broken-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(this.file, aside);
      this.options.warn(`state file set aside as ${aside}: ${reason}; starting from the seed`);
      return;
    }
    for (const [owner, resources] of Object.entries(parsed.owners)) {
      this.owners.set(owner, new Map(Object.entries(resources)));
      this.changedResources.set(owner, new Set(Object.keys(resources)));
    }
  }

  /** The state of one resource of one owner, seeded on first use. Mutate it, then call `changed`. */
  get(owner: string, resource: string): ResourceState {
    let resources = this.owners.get(owner);
    if (!resources) {
      resources = new Map();
      this.owners.set(owner, resources);
    }
    let state = resources.get(resource);
    if (state === undefined) {
      state = this.options.seedOf(owner, resource);
      resources.set(resource, state);
    }
    return state;
  }

  /** Replaces a resource's state (a single record that was rebuilt). */
  put(owner: string, resource: string, state: ResourceState): void {
    this.get(owner, resource);
    this.owners.get(owner)?.set(resource, state);
  }

  /** Whether one owner's resource differs from its seed (a call changed it). */
  hasChanged(owner: string, resource: string): boolean {
    return this.changedResources.get(owner)?.has(resource) ?? false;
  }

  /** Records a change of one owner's resource: the state is written once the running write (if any) is done. */
  changed(owner: string, resource: string): void {
    const resources = this.changedResources.get(owner) ?? new Set<string>();
    resources.add(resource);
    this.changedResources.set(owner, resources);
    this.schedule();
  }

  private schedule(): void {
    if (!this.file) return;
    this.dirty = true;
    this.writing ??= this.drain();
  }

  /** Forgets what one owner (or everyone) changed: the seed answers again. */
  reset(owner?: string): void {
    if (owner === undefined) {
      this.owners.clear();
      this.changedResources.clear();
    } else {
      this.owners.delete(owner);
      this.changedResources.delete(owner);
    }
    this.schedule();
  }

  /** What one owner's (or every owner's) state is now, as stored. */
  snapshot(owner?: string): Record<string, Record<string, ResourceState>> {
    const owners = owner === undefined ? [...this.owners.keys()] : [owner];
    return Object.fromEntries(owners.map((o) => [o, Object.fromEntries(this.owners.get(o) ?? [])]));
  }

  /** Resolves once everything changed so far is on disk. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        await this.writeOnce();
      }
    } catch (error) {
      this.options.warn(`writing the state failed: ${(error as Error).message}`);
    } finally {
      this.writing = undefined;
    }
  }

  private async writeOnce(): Promise<void> {
    if (!this.file) return;
    const owners = Object.fromEntries(
      [...this.changedResources].map(([owner, names]) => [
        owner,
        Object.fromEntries([...names].map((name) => [name, this.get(owner, name)])),
      ]),
    );
    const content: StateFile = { version: 1, seed: this.options.seed, owners };
    const temporary = `${this.file}.${process.pid}.${++this.writes}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(JSON.stringify(content));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, this.file);
  }
}
