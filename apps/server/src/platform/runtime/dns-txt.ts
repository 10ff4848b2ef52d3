import { Resolver } from 'node:dns/promises';

/**
 * The TXT records at a DNS name, each record's strings joined into one, in the order DNS gave
 * them: [] when the name does not exist or has none. It throws when no answer could be had (a
 * timeout, a server failure), which says nothing of the name. Tests give their own (a local DNS
 * server, or records kept in memory), never the internet.
 */
export type TxtLookup = (name: string) => Promise<string[]>;

/** Answers that say the name holds no TXT record, as opposed to no answer at all. */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * TXT look-ups through Node's resolver (c-ares): the system's DNS servers, or `servers`
 * ("127.0.0.1:5353"). A server gets `timeoutMs` per try and `tries` tries, so a look-up that no
 * server answers ends within seconds rather than holding a console request or the job.
 */
export function dnsTxtLookup(
  opts: { servers?: string[]; timeoutMs?: number; tries?: number } = {},
): TxtLookup {
  const resolver = new Resolver({ timeout: opts.timeoutMs ?? 2000, tries: opts.tries ?? 2 });
  if (opts.servers) resolver.setServers(opts.servers);
  return async (name) => {
    try {
      return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch (err) {
      if (NO_RECORD.has((err as NodeJS.ErrnoException).code ?? '')) return [];
      throw err;
    }
  };
}
