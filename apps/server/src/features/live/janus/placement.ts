/**
 * Where classes and members go among several Janus instances (issue 53, item 6), worked out from
 * the loads placement-store.ts reads: pure, so the rules are tested without a Janus.
 */

/** The least loaded of `urls`; a tie goes to the one listed first in JANUS_URL. */
export function leastLoaded(urls: readonly string[], load: ReadonlyMap<string, number>): string {
  let best = urls[0];
  if (best === undefined) throw new Error('no Janus instance is configured');
  for (const url of urls) if ((load.get(url) ?? 0) < (load.get(best) ?? 0)) best = url;
  return best;
}

/**
 * The Janus a new member of a class receives the instructor from: the class's home while it holds
 * fewer than `capacity`; past that, an instance the class already spread to that still has room
 * (one forwarder per instance, not one per member), else the least loaded with room. When every
 * instance is full the least loaded takes the member anyway: a crowded class beats a refused one.
 */
export function seatFor(p: {
  urls: readonly string[];
  home: string;
  /** Instances other than the home the class's members already receive it from. */
  spreadTo: readonly string[];
  load: ReadonlyMap<string, number>;
  capacity: number;
}): string {
  const hasRoom = (url: string) => (p.load.get(url) ?? 0) < p.capacity;
  if (hasRoom(p.home)) return p.home;
  const spread = p.spreadTo.filter((u) => p.urls.includes(u) && hasRoom(u));
  if (spread.length > 0) return leastLoaded(spread, p.load);
  const free = p.urls.filter(hasRoom);
  return leastLoaded(free.length > 0 ? free : p.urls, p.load);
}
