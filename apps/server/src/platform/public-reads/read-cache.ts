import type { Clock } from '../clock.ts';
import { prepareBody, type PreparedBody } from './prepared-body.ts';

/**
 * What a kept read is made from; a write to any of its tables says which (the triggers of
 * migrations 012 to 014): `studios` (studios, their instructors and testimonials), `schedule`
 * (live classes and their seats), `purchases` (subscriptions, day passes and packages: what
 * entitles a member), and from migration 014 `sessions` (a session ended, or a user's staff flag
 * changed), `library` (on-demand classes and programs) and `favourites` (members' favourite
 * classes).
 */
export type ReadTopic =
  'studios' | 'schedule' | 'purchases' | 'sessions' | 'library' | 'favourites';
export const readTopics: readonly ReadTopic[] = [
  'studios',
  'schedule',
  'purchases',
  'sessions',
  'library',
  'favourites',
];

/** A safety net under the change notifications: nothing is served older than this. */
export const PUBLIC_BODY_TTL_MS = 5_000;
/**
 * Past this many entries of one kind the expired ones go, then the oldest. A kind is what a key
 * names before its second colon (`value:session`, `value:library-page`): one member's session or
 * purchases are small, so many fit; kinds whose entries are larger say so in `limits`.
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

/**
 * The prepared public bodies of one server instance, and the values read on every request
 * (a host's studio, a member's purchases), by key (what the answer depends on: the path and
 * query, the host, the member and day). A body is built once and served until a change to one
 * of its topics, its TTL or its own end of validity. Concurrent requests for a missing body wait for one build; a
 * build that a change overtook is handed to those already waiting but not kept.
 * While changes cannot be heard (the PostgreSQL listener is reconnecting) nothing is kept.
 */
export class ReadCache {
  /** By kind, then key; a Map keeps insertion order, so the oldest of a kind comes first. */
  private readonly kinds = new Map<string, Map<string, Entry>>();
  private readonly building = new Map<string, Promise<unknown>>();
  private readonly generations = new Map<ReadTopic, number>();
  private readonly listeners = new Set<(topic: ReadTopic) => void>();
  private hearing = false;
  private catchUp: () => Promise<void> = async () => {};

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = PUBLIC_BODY_TTL_MS,
    /** How many entries of a kind (`value:library-page`) are kept, where not the default. */
    private readonly limits: Readonly<Record<string, number>> = {},
  ) {}

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
   * member's list is made from). Callers share it: they must not change it.
   */
  getValue<T>(
    key: string,
    topics: readonly ReadTopic[],
    build: () => Promise<Built<T>>,
  ): Promise<T> {
    return this.kept(`value:${key}`, topics, build, async (built) => built.value);
  }

  private kept<T, V>(
    key: string,
    topics: readonly ReadTopic[],
    build: () => Promise<Built<T>>,
    finish: (built: Built<T>) => Promise<V>,
  ): Promise<V> {
    const now = this.clock.now().getTime();
    const entry = this.kinds.get(kindOf(key))?.get(key);
    if (entry && now < entry.expiresAt && now >= entry.builtAt) {
      return Promise.resolve(entry.body as V);
    }
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
    const hearingAtStart = this.hearing;
    const built = await build();
    const body = await finish(built);
    const unchanged = topics.every((t, i) => this.generation(t) === seen[i]);
    const until = built.validUntil?.getTime() ?? Infinity;
    // Already out of date (or nothing worth keeping, such as an unknown session): not kept.
    if (hearingAtStart && this.hearing && unchanged && until > now) {
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
  private roomFor(key: string, now: number): Map<string, Entry> {
    const kind = kindOf(key);
    let entries = this.kinds.get(kind);
    if (!entries) this.kinds.set(kind, (entries = new Map()));
    const limit = this.limits[kind] ?? MAX_ENTRIES_OF_A_KIND;
    if (entries.size < limit) return entries;
    for (const [k, entry] of entries) {
      if (now >= entry.expiresAt) entries.delete(k);
    }
    for (const k of entries.keys()) {
      if (entries.size < limit) break;
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
   * Whether changes are being heard. Bodies are kept only while they are; any change (or
   * none) may have been missed in between, so every body goes either way.
   */
  setHearing(hearing: boolean): void {
    this.hearing = hearing;
    for (const topic of readTopics) this.changed(topic);
  }

  /** How the change feed catches up (platform/public-reads/change-feed.ts). */
  setCatchUp(catchUp: () => Promise<void>): void {
    this.catchUp = catchUp;
  }

  /** Resolves once every change committed before the call has been heard (and acted on). */
  caughtUp(): Promise<void> {
    return this.catchUp();
  }

  /** Calls `listener` on every change heard (tests wait on it); answers how to stop. */
  onChange(listener: (topic: ReadTopic) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
