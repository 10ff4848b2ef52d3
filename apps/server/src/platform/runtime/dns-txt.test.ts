import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDnsServer, type LocalDnsServer } from '../../../test/local-dns-server.ts';
import { dnsTxtLookup, type TxtLookup } from './dns-txt.ts';

// Node's resolver against a DNS server on this machine: what the server's TXT look-ups answer
// for a record, for none, and for no answer.
let dns: LocalDnsServer;
let lookup: TxtLookup;
beforeAll(async () => {
  dns = await startLocalDnsServer();
  lookup = dnsTxtLookup({ servers: [dns.address], timeoutMs: 500, tries: 1 });
});
afterAll(() => dns.close());

describe('dnsTxtLookup', () => {
  it('answers each TXT record at the name, a long one joined from its strings', async () => {
    const long = `jetsweat-verify=${'x'.repeat(300)}`;
    dns.set('_jetsweat-verify.fit.example', ['v=spf1 -all', long]);
    expect(await lookup('_jetsweat-verify.fit.example')).toEqual(['v=spf1 -all', long]);
    expect(dns.asked).toContain('_jetsweat-verify.fit.example');
  });

  it('answers [] for a name that does not exist', async () => {
    expect(await lookup('_jetsweat-verify.nobody.example')).toEqual([]);
  });

  it('throws when the server cannot answer', async () => {
    dns.fail('_jetsweat-verify.broken.example');
    await expect(lookup('_jetsweat-verify.broken.example')).rejects.toMatchObject({
      code: 'ESERVFAIL',
    });
  });
});
