// Domain-claim sweep (issue 50, item 1): a studio admin who could set any white-label domain had
// the main site's own host serve their studio, and their members' password-reset links mailed on
// a domain of their choosing. Here an admin tries each way to take a domain that is not theirs; the
// main site's host, its subdomains and domains above it, and another studio's domain are refused
// outright, and a domain the admin does not control is never served and never in a mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTexts } from '@jetsweat/contract';
import { expectOk } from '../../test/answer.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/harness.ts';
import { BK, BROOKS, consoleCallers, type Callers } from '../features/console/console-kit.ts';
import { newStudioMember } from '../../test/schedule-fixtures.ts';
import { checkAllDomains } from '../features/studios/domains/check-domain.ts';
import {
  checkNow,
  consoleDomain,
  listedDomain,
  resetLinkSite,
  saveDomain,
  siteProbe,
} from '../features/studios/domains/domain-kit.ts';
import { SWEEP_ENV } from './route-table.ts';

const PUBLIC_HOST = 'jetsweat.example';
let t: TestApp;
let who: Callers;
let servesStudio: (host: string) => Promise<boolean>;
beforeAll(async () => {
  t = await createTestApp({ env: { ...SWEEP_ENV, PUBLIC_URL: `https://${PUBLIC_HOST}` } });
  who = await consoleCallers(t);
  servesStudio = await siteProbe(t);
});
afterAll(() => t.close());

const allDomains = () =>
  t.db.query('SELECT studio_id, domain, state, token FROM studio_domains ORDER BY id');

describe('domain claim sweep', () => {
  it('refuses the main site’s host, its family and another studio’s domain, storing nothing', async () => {
    const before = await allDomains();
    const logBefore = await t.db.query('SELECT count(*)::int AS n FROM console_audit_log');
    const refused: [string, string][] = [
      [PUBLIC_HOST, consoleTexts.domainReserved],
      [PUBLIC_HOST.toUpperCase(), consoleTexts.domainReserved],
      [` ${PUBLIC_HOST} `, consoleTexts.domainReserved],
      [`www.${PUBLIC_HOST}`, consoleTexts.domainReserved],
      [`reset.members.${PUBLIC_HOST}`, consoleTexts.domainReserved],
      ['northloop.localhost', consoleTexts.domainTaken],
      ['BrooksPilates.localhost', consoleTexts.domainTaken],
    ];
    for (const token of [who.bkAdmin, who.staff])
      for (const [domain, text] of refused) {
        const res = await saveDomain(t, token, BK, domain);
        expect(res.statusCode, domain).toBe(400);
        expect(res.body, domain).toMatchObject({ content: text, field: 'whitelabelDomain' });
      }
    expect(await allDomains()).toEqual(before);
    expect(await t.db.query('SELECT count(*)::int AS n FROM console_audit_log')).toEqual(logBefore);
    expect(await servesStudio(PUBLIC_HOST)).toBe(false);
  });

  it('never serves, lists or mails a domain the admin does not control', async () => {
    const member = await newStudioMember(t, BROOKS);
    const general = await t.newUser({ email: uniqueEmail('general') });
    const victim = 'victim-gym.example';
    expectOk(await saveDomain(t, who.brooksAdmin, BROOKS, victim));
    const claim = await consoleDomain(t, who.brooksAdmin, BROOKS);
    expect(claim.state).toBe('pending');
    // What the admin can publish without holding the domain: nothing at its name, or a value
    // made up, or another claim's value.
    const attempts: string[][] = [
      [],
      ['jetsweat-verify=guessed'],
      [`jetsweat-verify=${'A'.repeat(43)}`],
    ];
    for (const values of attempts) {
      t.dns.set(claim.recordName, values);
      expect((await checkNow(t, who.brooksAdmin, BROOKS)).state).toBe('failed');
      expect(await checkAllDomains(t.deps)).toMatchObject({ domainsVerified: 0 });
      expect(await servesStudio(victim)).toBe(false);
      expect(await listedDomain(t, BROOKS)).toBe('brookspilates.localhost');
      expect(await resetLinkSite(t, member.email)).toBe('https://brookspilates.localhost');
      expect(await resetLinkSite(t, general.email)).toBe(`https://${PUBLIC_HOST}`);
    }
  });

  it('fails a stored domain of the main site’s family even when its record is published', async () => {
    // As if PUBLIC_URL moved under a domain a studio had asked for before: every check applies
    // the rule again, before asking DNS.
    const token = 'r'.repeat(43);
    const domain = `app.${PUBLIC_HOST}`;
    await t.db.query(
      `INSERT INTO studio_domains (studio_id, domain, state, proof, token, created_at)
       VALUES ($1, $2, 'pending', 'dns_txt', $3, now())`,
      [BK, domain, token],
    );
    t.dns.set(`_jetsweat-verify.${domain}`, [`jetsweat-verify=${token}`]);
    expect(await checkAllDomains(t.deps)).toMatchObject({ domainsVerified: 0 });
    expect(await consoleDomain(t, who.bkAdmin, BK)).toMatchObject({
      domain,
      state: 'failed',
      failure: 'domain_reserved',
    });
    expect(await servesStudio(domain)).toBe(false);
  });

  it('serves the domain, in links and in mail, only once its own record is published', async () => {
    const member = await newStudioMember(t, BROOKS);
    const claim = await consoleDomain(t, who.brooksAdmin, BROOKS);
    t.dns.set(claim.recordName, [claim.recordValue]);
    expect(await checkNow(t, who.brooksAdmin, BROOKS)).toMatchObject({ state: 'verified' });
    expect(await servesStudio(claim.domain)).toBe(true);
    expect(await resetLinkSite(t, member.email)).toBe(`https://${claim.domain}`);
  });
});
