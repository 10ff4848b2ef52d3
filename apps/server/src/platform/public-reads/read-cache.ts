import type { Clock } from '../runtime/clock.ts';
import { prepareBody, type PreparedBody } from './prepared-body.ts';

/**
 * What a kept public read is made from; a write to any of its tables says which (migration 012's
 * triggers): `studios` (studios, their instructors and testimonials), `schedule` (live
 * classes and their seats) and `catalogue` (on-demand classes and programs, migration 036). Nothing of one member is kept, so no member's table has a topic.
 */
export type ReadTopic = 'studios' | 'schedule' | 'catalogue';
export const readTopics: readonly ReadTopic[] = ['studios', 'schedule', 'catalogue'];

/**
 * How long a public read is kept: the most it can be out of date. A change notification drops it
 * sooner (in milliseconds), but is only best-effort: while the listener is down or its socket
 * half-open, answers are up to this old and nothing else goes wrong. No request waits on the
 * listener. The same 5 s as the answers' `max-age` (platform/public-reads/send-prepared.ts).
 */
export const PUBLIC_READ_TTL_MS = 5_000;
/**
 * Past this many entries of one kind the expired ones go, then the oldest (roomIn). A kind is
 * what a key names before its second colon (`body:schedule`, `value:studio-of-domain`), so one
 * kind (a schedule per studio) cannot push another (a host's studio) out.
 */
const MAX_ENTRIES_OF_A_KIND = 5_000;
function kindOf(key: string): string {
  const second = key.indexOf(':', key.indexOf(':') + 1);
  return second === -1 ? key : key.slice(0, second);
}

export interface Built<T = unknown> {
  value: T;
  /** When the answer goes out of date by itself (the next class starts), if before the TTL. */
  validUntil?: Date | undefined;
}

interface Entry {
  /** A prepared body, or (getValue) the shared value itself. */
  body: unknown;
  topics: readonly ReadTopic[];
  builtAt: number;
  expiresAt: number;
}

/** Whether `entry` may still be served at `now`: within its lifetime, and not built later. */
const isGood = (entry: Entry | undefined, now: number): entry is Entry =>
  entry !== undefined && now < entry.expiresAt && now >= entry.builtAt;

/**
 * The prepared public bodies of one server instance, and the shared public values read on many
 * requests (a host's studio, a site's classes not over yet), by key (what the answer depends on:
 * the path and query, the host, the site). Only what anyone may see without a token is kept. An
 * entry is built once and served until its TTL, its own end of validity or a change heard to one
 * of its topics (platform/public-reads/change-feed.ts), whichever comes first. Concurrent
 * requests for a missing entry wait for one build; a build that a change overtook is handed to
 * those already waiting but not kept.
 */
export class ReadCache {
  /**
   * By kind, then key (values by id: the id itself, no string made per id); a Map keeps
   * insertion order, so the oldest of a kind comes first.
   */
  private readonly kinds = new Map<string, Map<string | number, Entry>>();
  private readonly building = new Map<string, Promise<unknown>>();
  private readonly generations = new Map<ReadTopic, number>();
  private readonly listeners = new Set<(topic: ReadTopic) => void>();
  private readonly ttlMs: number;
  private readonly maxEntriesOfAKind: number;

  constructor(
    private readonly clock: Clock,
    { ttlMs = PUBLIC_READ_TTL_MS, maxEntriesOfAKind = MAX_ENTRIES_OF_A_KIND } = {},
  ) {
    this.ttlMs = ttlMs;
    this.maxEntriesOfAKind = maxEntriesOfAKind;
  }

  /** The prepared body under `key`, built by `build` when there is none still good. */
  get(
    key: string,
    topics: readonly ReadTopic[],
    build: () => Promise<Built>,
  ): Promise<PreparedBody> {
    return this.kept(`body:${key}`, topics, build, (built) => prepareBody(built.value));
  }

  /**
   * A value public data is made into, kept as `get` keeps bodies (a site's classes, which each
   * member's list is made from; never anything of one member). Callers share it: they must not
   * change it.
   */
  getValue<T>(
    key: string,
    topics: readonly ReadTopic[],
    build: () => Promise<Built<T>>,
  ): Promise<T> {
    return this.kept(`value:${key}`, topics, build, async (built) => built.value);
  }

  /**
   * Public values of one kind by id (each workout's class, which every member's calendar is made
   * from), those not kept built together by one `build` of the missing ids: a member's year of
   * a hundred classes costs one query when they are not kept, and none when they are. An id
   * `build` does not answer is missing from the answer (a class deleted meanwhile).
   */
  async getValuesById<T>(
    kind: string,
    ids: Iterable<number>,
    topics: readonly ReadTopic[],
    build: (missing: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>> {
    const now = this.clock.now().getTime();
    const kindKey = `value:${kind}`;
    const entries = this.kinds.get(kindKey);
    const found = new Map<number, T>();
    const missing = new Set<number>();
    for (const id of ids) {
      if (found.has(id) || missing.has(id)) continue;
      const entry = entries?.get(id);
      if (isGood(entry, now)) found.set(id, entry.body as T);
      else missing.add(id);
    }
    if (missing.size === 0) return found;
    const seen = topics.map((t) => this.generation(t));
    const built = await build([...missing]);
    const unchanged = topics.every((t, i) => this.generation(t) === seen[i]);
    for (const [id, value] of built) {
      found.set(id, value);
      if (!unchanged) continue;
      this.roomIn(kindKey, now).set(id, {
        body: value,
        topics,
        builtAt: now,
        expiresAt: now + this.ttlMs,
      });
    }
    return found;
  }

  /**
   * The prepared body under `key` when one is kept and still good, at once; else undefined (and
   * `get` builds it). Lets a kept answer go out in the same turn, with no promise on its way.
   */
  keptBody(key: string): PreparedBody | undefined {
    return this.goodEntry(`body:${key}`, this.clock.now().getTime())?.body as
      PreparedBody | undefined;
  }

  /** The entry under `key` if it is still good. */
  private goodEntry(key: string, now: number): Entry | undefined {
    const entry = this.kinds.get(kindOf(key))?.get(key);
    return isGood(entry, now) ? entry : undefined;
  }

  private kept<T, V>(
    key: string,
    topics: readonly ReadTopic[],
    build: () => Promise<Built<T>>,
    finish: (built: Built<T>) => Promise<V>,
  ): Promise<V> {
    const now = this.clock.now().getTime();
    const entry = this.goodEntry(key, now);
    if (entry) return Promise.resolve(entry.body as V);
    const pending = this.building.get(key);
    if (pending) return pending as Promise<V>;
    const promise: Promise<V> = this.buildAndKeep(key, topics, build, finish, now).finally(() => {
      if (this.building.get(key) === promise) this.building.delete(key);
    });
    this.building.set(key, promise);
    return promise;
  }

  private async buildAndKeep<T, V>(
    key: string,
    topics: readonly ReadTopic[],
    build: () => Promise<Built<T>>,
    finish: (built: Built<T>) => Promise<V>,
    now: number,
  ): Promise<V> {
    const seen = topics.map((t) => this.generation(t));
    const built = await build();
    const body = await finish(built);
    const unchanged = topics.every((t, i) => this.generation(t) === seen[i]);
    const until = built.validUntil?.getTime() ?? Infinity;
    // Already out of date: not kept.
    if (unchanged && until > now) {
      this.roomFor(key, now).set(key, {
        body,
        topics,
        builtAt: now,
        expiresAt: Math.min(now + this.ttlMs, until),
      });
    }
    return body;
  }

  /** The entries of `key`'s kind, with room made for one more. */
  private roomFor(key: string, now: number): Map<string | number, Entry> {
    return this.roomIn(kindOf(key), now);
  }

  /**
   * The entries of `kind`, with room made for one more. When the kind is full the expired go,
   * then the oldest, down to nine tenths of the limit: one walk of the kind for every tenth of
   * the limit kept anew. Walking it on every new entry once full cost 3.5 MB allocated a request
   * when every library page brought classes not kept (docs/benchmarks.md).
   */
  private roomIn(kind: string, now: number): Map<string | number, Entry> {
    let entries = this.kinds.get(kind);
    if (!entries) this.kinds.set(kind, (entries = new Map()));
    const limit = this.maxEntriesOfAKind;
    if (entries.size < limit) return entries;
    entries.forEach((entry, k) => {
      if (now >= entry.expiresAt) entries.delete(k);
    });
    const keep = Math.floor(limit * 0.9);
    for (const k of entries.keys()) {
      if (entries.size <= keep) break;
      entries.delete(k);
    }
    return entries;
  }

  private generation(topic: ReadTopic): number {
    return this.generations.get(topic) ?? 0;
  }

  /** Something `topic` is made from changed: its bodies (and builds under way) are dropped. */
  changed(topic: ReadTopic): void {
    this.generations.set(topic, this.generation(topic) + 1);
    for (const entries of this.kinds.values()) {
      for (const [key, entry] of entries) {
        if (entry.topics.includes(topic)) entries.delete(key);
      }
    }
    // Requests from now on start a build of their own rather than join one that began before.
    this.building.clear();
    for (const listener of this.listeners) listener(topic);
  }

  /**
   * Drops everything: the change listener (re)connected, and changes made while it was away were
   * not heard; or a test made a change and reads it at once (test/harness.ts).
   */
  dropAll(): void {
    this.kinds.clear();
    for (const topic of readTopics) this.changed(topic);
  }

  /** Calls `listener` on every change heard (tests wait on it); answers how to stop. */
  onChange(listener: (topic: ReadTopic) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
