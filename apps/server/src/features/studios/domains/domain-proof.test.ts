import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTexts } from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { startLocalDnsServer } from '../../../../test/local-dns-server.ts';
import { dnsTxtLookup } from '../../../platform/runtime/dns-txt.ts';
import { BK, BROOKS, consoleCallers, type Callers } from '../../console/console-kit.ts';
import { newStudioMember } from '../../../../test/schedule-fixtures.ts';
import { checkAllDomains } from './check-domain.ts';
import {
  checkNow,
  consoleDomain,
  listedDomain,
  publishRecord,
  resetLinkSite,
  saveDomain,
  siteProbe,
} from './domain-kit.ts';

// A studio's white-label domain serves it only once a DNS TXT record proves the studio controls
// it (issue 50, item 1). DNS answers from the test's memory here, and from a DNS server on this
// machine in the last test: never the internet.
let t: TestApp;
let who: Callers;
let servesStudio: (host: string) => Promise<boolean>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://jetsweat.example' } });
  who = await consoleCallers(t);
  servesStudio = await siteProbe(t);
});
afterAll(() => t.close());

const domainRows = (studioId: number) =>
  t.db.query<{ domain: string; state: string; failure: string | null }>(
    'SELECT domain, state, failure FROM studio_domains WHERE studio_id = $1 ORDER BY id',
    [studioId],
  );

describe('a studio’s white-label domain', () => {
  it('is seeded verified for the demo studios, and serves them', async () => {
    expect(await consoleDomain(t, who.bkAdmin, BK)).toMatchObject({
      domain: 'bkpilates.localhost',
      state: 'verified',
      servedDomain: 'bkpilates.localhost',
    });
    expect(await servesStudio('bkpilates.localhost')).toBe(true);
    expect(await listedDomain(t, BK)).toBe('bkpilates.localhost');
    // Seeded names are never looked up: no DNS answers for *.localhost.
    expect(await checkAllDomains(t.deps)).toEqual({ domainsVerified: 0, domainsFailed: 0 });
    expect(t.dns.asked).toEqual([]);
  });

  it('is pending when saved, served by nothing, while the old one keeps serving', async () => {
    const member = await newStudioMember(t, BK);
    // Asked for, then back to the one serving: the claim goes, the served one stays.
    expectOk(await saveDomain(t, who.bkAdmin, BK, 'Studio.BKPilates.Example'));
    const first = await consoleDomain(t, who.bkAdmin, BK);
    expectOk(await saveDomain(t, who.bkAdmin, BK, 'bkpilates.localhost'));
    expect(await domainRows(BK)).toEqual([
      { domain: 'bkpilates.localhost', state: 'verified', failure: null },
    ]);
    // Asked for again: a new claim, with a token of its own.
    expectOk(await saveDomain(t, who.bkAdmin, BK, 'Studio.BKPilates.Example'));
    const pending = await consoleDomain(t, who.bkAdmin, BK);
    expect(pending.recordValue).not.toBe(first.recordValue);
    expect(pending).toEqual({
      domain: 'studio.bkpilates.example',
      state: 'pending',
      recordName: '_jetsweat-verify.studio.bkpilates.example',
      recordValue: expect.stringMatching(/^jetsweat-verify=[A-Za-z0-9_-]{43}$/),
      failure: null,
      checkedAt: null,
      servedDomain: 'bkpilates.localhost',
    });
    expect(await servesStudio('studio.bkpilates.example')).toBe(false);
    expect(await servesStudio('bkpilates.localhost')).toBe(true);
    expect(await listedDomain(t, BK)).toBe('bkpilates.localhost');
    expect(await resetLinkSite(t, member.email)).toBe('https://bkpilates.localhost');

    // Checked before the record exists, with another value, and with DNS failing: why, each time.
    const missing = await checkNow(t, who.bkAdmin, BK);
    expect(missing).toMatchObject({ state: 'failed', failure: 'record_missing' });
    expect(missing.checkedAt).toBe(t.clock.now().toISOString());
    t.dns.set(pending.recordName, ['jetsweat-verify=someone-elses-token-0123456789']);
    expect(await checkNow(t, who.bkAdmin, BK)).toMatchObject({ failure: 'record_mismatch' });
    t.dns.fail(pending.recordName);
    expect(await checkNow(t, who.bkAdmin, BK)).toMatchObject({ failure: 'lookup_failed' });
    expect(await servesStudio('studio.bkpilates.example')).toBe(false);
    // The record to add stays the same: the token is the claim's.
    expect((await consoleDomain(t, who.bkAdmin, BK)).recordValue).toBe(pending.recordValue);

    // The record published: verified, served, in the list and in mail; the old one gives way.
    t.dns.set(pending.recordName, ['v=spf1 -all', pending.recordValue]);
    expect(await checkNow(t, who.bkAdmin, BK)).toMatchObject({
      state: 'verified',
      failure: null,
      servedDomain: 'studio.bkpilates.example',
    });
    expect(await servesStudio('studio.bkpilates.example')).toBe(true);
    expect(await servesStudio('bkpilates.localhost')).toBe(false);
    expect(await listedDomain(t, BK)).toBe('studio.bkpilates.example');
    expect(await resetLinkSite(t, member.email)).toBe('https://studio.bkpilates.example');
    expect(await domainRows(BK)).toEqual([
      { domain: 'studio.bkpilates.example', state: 'verified', failure: null },
    ]);
  });

  it('stops serving when the periodic check no longer finds its record', async () => {
    const member = await newStudioMember(t, BK);
    const verified = await consoleDomain(t, who.bkAdmin, BK);
    expect(verified.state).toBe('verified');
    // No answer from DNS is our side's trouble: the studio keeps its site.
    t.dns.fail(verified.recordName);
    expect(await checkAllDomains(t.deps)).toEqual({ domainsVerified: 0, domainsFailed: 0 });
    expect(await servesStudio(verified.domain)).toBe(true);
    // The record removed: the next run fails it, and nothing uses it any more.
    t.dns.set(verified.recordName, []);
    expect(await checkAllDomains(t.deps)).toEqual({ domainsVerified: 0, domainsFailed: 1 });
    expect(await consoleDomain(t, who.bkAdmin, BK)).toMatchObject({
      state: 'failed',
      failure: 'record_missing',
      servedDomain: '',
    });
    expect(await servesStudio(verified.domain)).toBe(false);
    expect(await listedDomain(t, BK)).toBe('');
    expect(await resetLinkSite(t, member.email)).toBe('https://jetsweat.example');
    // Put back, the next run serves it again without anyone asking.
    publishRecord(t, verified);
    expect(await checkAllDomains(t.deps)).toEqual({ domainsVerified: 1, domainsFailed: 0 });
    expect(await servesStudio(verified.domain)).toBe(true);
  });

  it('is removed at once when the studio asks for none', async () => {
    expectOk(await saveDomain(t, who.bkAdmin, BK, ''));
    expect(await consoleDomain(t, who.bkAdmin, BK)).toMatchObject({
      domain: '',
      state: 'none',
      servedDomain: '',
    });
    expect(await servesStudio('studio.bkpilates.example')).toBe(false);
    expect(await domainRows(BK)).toEqual([]);
  });

  it('refuses the main site’s host and its family, and another studio’s, storing nothing', async () => {
    const before = await domainRows(BROOKS);
    for (const [domain, text] of [
      ['jetsweat.example', consoleTexts.domainReserved],
      ['JetSweat.Example', consoleTexts.domainReserved],
      ['members.jetsweat.example', consoleTexts.domainReserved],
      ['northloop.localhost', consoleTexts.domainTaken],
    ] as const) {
      const res = await saveDomain(t, who.brooksAdmin, BROOKS, domain);
      expect(res.statusCode, domain).toBe(400);
      expect(res.body, domain).toMatchObject({ content: text, field: 'whitelabelDomain' });
    }
    expect(await domainRows(BROOKS)).toEqual(before);
  });

  it('goes to the studio that proves it: asking first takes nothing from the owner', async () => {
    // BK asks for a domain it does not hold; Brooks, which holds it, may still ask for it.
    expectOk(await saveDomain(t, who.bkAdmin, BK, 'pilates-owner.example'));
    expectOk(await saveDomain(t, who.brooksAdmin, BROOKS, 'pilates-owner.example'));
    const bk = await consoleDomain(t, who.bkAdmin, BK);
    const brooks = await consoleDomain(t, who.brooksAdmin, BROOKS);
    expect(bk.recordValue).not.toBe(brooks.recordValue);
    publishRecord(t, brooks);
    expect(await checkNow(t, who.bkAdmin, BK)).toMatchObject({ failure: 'record_mismatch' });
    expect(await checkNow(t, who.brooksAdmin, BROOKS)).toMatchObject({ state: 'verified' });
    // Even with BK's value published beside it, the domain serves one studio: BK's is taken.
    t.dns.set(bk.recordName, [brooks.recordValue, bk.recordValue]);
    expect(await checkNow(t, who.bkAdmin, BK)).toMatchObject({ failure: 'domain_taken' });
    expect(await servesStudio('pilates-owner.example')).toBe(true);
    expect(await listedDomain(t, BROOKS)).toBe('pilates-owner.example');
    expect(await listedDomain(t, BK)).toBe('');
    // And asked for again, it is refused outright.
    expectOk(await saveDomain(t, who.bkAdmin, BK, 'other.example'));
    expect((await saveDomain(t, who.bkAdmin, BK, 'pilates-owner.example')).body).toMatchObject({
      content: consoleTexts.domainTaken,
      field: 'whitelabelDomain',
    });
  });

  it('is checked only by the studio’s admins and staff', async () => {
    for (const token of [who.brooksAdmin, who.bkInstructor, who.member]) {
      const res = await t.call({
        method: 'POST',
        url: `/api/console/studios/${BK}/domain/check`,
        token,
      });
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await t.call({
      method: 'POST',
      url: `/api/console/studios/${BK}/domain/check`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await checkNow(t, who.staff, BK)).toMatchObject({ domain: 'other.example' });
  });
});

describe('a studio’s white-label domain, proved through a DNS server', () => {
  it('is verified by Node’s resolver asking a DNS server on this machine', async () => {
    const dns = await startLocalDnsServer();
    const local = await createTestApp({
      dnsTxt: dnsTxtLookup({ servers: [dns.address], timeoutMs: 500, tries: 1 }),
    });
    try {
      const callers = await consoleCallers(local);
      expectOk(await saveDomain(local, callers.brooksAdmin, BROOKS, 'brooks.studio.example'));
      const pending = await consoleDomain(local, callers.brooksAdmin, BROOKS);
      expect(await checkNow(local, callers.brooksAdmin, BROOKS)).toMatchObject({
        state: 'failed',
        failure: 'record_missing',
      });
      dns.set(pending.recordName, [pending.recordValue]);
      expect(await checkNow(local, callers.brooksAdmin, BROOKS)).toMatchObject({
        state: 'verified',
        servedDomain: 'brooks.studio.example',
      });
      expect(dns.asked).toEqual([pending.recordName, pending.recordName]);
      expect(await listedDomain(local, BROOKS)).toBe('brooks.studio.example');
    } finally {
      await local.close();
      await dns.close();
    }
  });
});
