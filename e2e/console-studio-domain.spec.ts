import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginInBrowser, origin } from './fixtures.ts';
import { staffToken } from './public-fixtures.ts';

// A studio's white-label domain in the console (issue 50, item 1): the demo's seeded domain shows
// as verified; a new one shows as pending with the DNS record to add, while the old one keeps
// serving; going back to the old one ends the claim. Nobody presses "Check now" here: that would
// ask the machine's DNS, and the suite never reaches the internet (the server tests prove
// domains against a DNS server of their own).
const KINETICA = 444;
const SERVED = 'kinetica.localhost';
const NEW_DOMAIN = 'kinetica-e2e.example';

async function detailsOf(request: APIRequestContext, token: string) {
  const res = await request.get(`${origin}/api/console/studios/${KINETICA}/content`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).content as {
    details: Record<string, unknown>;
    domain: { domain: string; state: string; recordName: string; recordValue: string };
  };
}

async function listedDomain(request: APIRequestContext) {
  const res = await request.get(`${origin}/api/studio/listWhitelabels`);
  const list = (await res.json()).content as { id: number; whitelabelDomain: string }[];
  return list.find((s) => s.id === KINETICA)?.whitelabelDomain;
}

test('staff see a verified domain, then a new one pending with its DNS record', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  try {
    await loginInBrowser(page, token);
    await page.goto(`/console/studios/${KINETICA}`);
    const details = page.getByRole('form', { name: 'Studio details' });
    const field = details.getByLabel(
      'White-label domain (like studio.example.com; empty for none)',
    );
    await expect(field).toHaveValue(SERVED);
    const proof = details.getByRole('region', { name: 'Domain verification' });
    await expect(proof).toContainText(`Verified: ${SERVED} serves your studio's site`);
    await expect(proof.getByRole('definition')).toHaveCount(0);

    await field.fill(NEW_DOMAIN);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByRole('status')).toHaveText(
      'Saved. The studio page shows the change.',
    );
    await expect(proof).toContainText(
      `Pending: Waiting for proof that your studio controls ${NEW_DOMAIN}`,
    );
    const stored = (await detailsOf(request, token)).domain;
    expect(stored).toMatchObject({ domain: NEW_DOMAIN, state: 'pending' });
    const record = proof.getByRole('definition');
    await expect(record).toHaveText(['TXT', stored.recordName, stored.recordValue]);
    expect(stored.recordName).toBe(`_jetsweat-verify.${NEW_DOMAIN}`);
    await expect(proof).toContainText(`Until then, ${SERVED} keeps serving your studio's site.`);
    await expect(proof.getByRole('button', { name: 'Check now' })).toBeEnabled();
    // Nothing serves the new one yet; the old one still does.
    expect(await listedDomain(request)).toBe(SERVED);

    await field.fill(SERVED);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(proof).toContainText(`Verified: ${SERVED} serves your studio's site`);
    expect((await detailsOf(request, token)).domain).toMatchObject({
      domain: SERVED,
      state: 'verified',
    });
  } finally {
    // Whatever happened above, the demo studio is left on its own domain.
    const now = await detailsOf(request, token);
    if (now.domain.domain !== SERVED) {
      const res = await request.put(`${origin}/api/console/studios/${KINETICA}/details`, {
        headers: { authorization: `Bearer ${token}` },
        data: { ...now.details, whitelabelDomain: SERVED },
      });
      expect(res.status()).toBe(200);
    }
  }
});
