// Test helpers of the white-label domain's proof (issue 50, item 1): the console's calls, and what
// a visitor, the white-label list and a reset mail see of a domain.
import { z } from 'zod';
import {
  studioContentSchema,
  studioDomainSchema,
  whitelabelStudioSchema,
  type StudioDomain,
} from '@jetsweat/contract';
import { tokenFor } from '../../../../test/billing-kit.ts';
import type { TestApp } from '../../../../test/harness.ts';

const studioUrl = (studioId: number, rest: string) => `/api/console/studios/${studioId}/${rest}`;

/** The studio's domain as its console shows it. */
export async function consoleDomain(t: TestApp, token: string, studioId: number) {
  const url = studioUrl(studioId, 'content');
  return (await t.okContent({ method: 'GET', url, token }, studioContentSchema)).domain;
}

/** Saves the studio's details with `domain` as its white-label domain, its lists as they are. */
export async function saveDomain(t: TestApp, token: string, studioId: number, domain: string) {
  const url = studioUrl(studioId, 'content');
  const { details } = await t.okContent({ method: 'GET', url, token }, studioContentSchema);
  return t.call({
    method: 'PUT',
    url: studioUrl(studioId, 'details'),
    token,
    payload: { ...details, whitelabelDomain: domain },
  });
}

/** "Check now". */
export const checkNow = (t: TestApp, token: string, studioId: number) =>
  t.okContent(
    { method: 'POST', url: studioUrl(studioId, 'domain/check'), token },
    studioDomainSchema,
  );

/** Publishes the record the console asks for, as the domain's owner would. */
export const publishRecord = (t: TestApp, domain: StudioDomain) =>
  t.dns.set(domain.recordName, [domain.recordValue]);

/** The studio's domain in the public white-label list ('' for none). */
export async function listedDomain(t: TestApp, studioId: number): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/studio/listWhitelabels' });
  const list = z.object({ content: z.array(whitelabelStudioSchema) }).parse(res.json()).content;
  return list.find((s) => s.id === studioId)?.whitelabelDomain ?? '';
}

/**
 * Tells which site a host serves: JetSweat's own day pass entitles on the main site only (a
 * studio's own site wants that studio's purchases), so its holder is entitled exactly where a host
 * is not a studio's.
 */
export async function siteProbe(t: TestApp) {
  const holder = await t.newUser();
  const pass = await t.call({
    method: 'POST',
    url: '/api/user/daypass/purchase',
    token: holder.token,
    payload: { source: 'website', token: await tokenFor(t) },
  });
  if (pass.statusCode >= 300) throw new Error(`day pass: ${JSON.stringify(pass.body)}`);
  /** Whether `host` serves a studio's own site (rather than the main site). */
  return async (host: string): Promise<boolean> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { host, authorization: `Bearer ${holder.token}` },
    });
    if (res.statusCode !== 200) throw new Error(`me on ${host}: ${res.body}`);
    return !(res.json() as { content: { entitled: boolean } }).content.entitled;
  };
}

/** The site a reset link mailed to `email` now points at (its origin). */
export async function resetLinkSite(t: TestApp, email: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/user/reset-password', payload: { email } });
  if (res.statusCode !== 200) throw new Error(`reset: ${JSON.stringify(res.body)}`);
  const link = /(https?:\/\/[^\s/]+)\/reset-password\//.exec(t.mailer.to(email).at(-1)!.text);
  return link![1]!;
}
