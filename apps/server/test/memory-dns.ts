import type { TxtLookup } from '../src/platform/runtime/dns-txt.ts';

/**
 * DNS TXT records kept in memory, for the server tests: what the server's look-ups answer instead
 * of the internet. A name with no records answers [] (no such record); a name marked as failing
 * throws, as a look-up that no server answered does.
 */
export class MemoryDns {
  private readonly records = new Map<string, string[]>();
  private readonly failing = new Set<string>();
  /** Every name asked for, in order. */
  readonly asked: string[] = [];

  /** Puts `values` at `name` (none removes them), and ends a failure set there. */
  set(name: string, values: string[]): void {
    this.failing.delete(name.toLowerCase());
    if (values.length === 0) this.records.delete(name.toLowerCase());
    else this.records.set(name.toLowerCase(), values);
  }

  /** Makes every look-up of `name` fail until `set` is called for it. */
  fail(name: string): void {
    this.failing.add(name.toLowerCase());
  }

  readonly lookup: TxtLookup = async (name) => {
    const key = name.toLowerCase();
    this.asked.push(key);
    if (this.failing.has(key))
      throw Object.assign(new Error(`queryTxt ESERVFAIL ${name}`), { code: 'ESERVFAIL' });
    return this.records.get(key) ?? [];
  };
}
