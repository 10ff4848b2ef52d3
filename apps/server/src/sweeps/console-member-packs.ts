// The sweep member's studio's class packs (issue 54): each pack route used once on a pack of
// theirs, so the other member's requests carry this studio's pack.
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import type { RequestParts } from './route-table.ts';

const STUDIO = '/api/console/studios/:studioId';

export async function runItsPacks(
  t: TestApp,
  person: { token: string },
  studioId: number,
  worked: Map<string, RequestParts>,
): Promise<void> {
  const send = async (method: string, route: string, parts: RequestParts, status: number) => {
    const url = Object.entries(parts.params).reduce(
      (u, [k, v]) => u.replace(`:${k}`, String(v)),
      route,
    );
    const res = await t.call({
      method: method as 'GET',
      url,
      token: person.token,
      ...(parts.body === undefined ? {} : { payload: parts.body as object }),
    });
    expect(res.statusCode, `${method} ${route}: ${JSON.stringify(res.body)}`).toBe(status);
    worked.set(`${method} ${route}`, parts);
    return res.body as { content: { id: number } };
  };
  const params = { studioId };
  const pack = await send(
    'POST',
    `${STUDIO}/packs`,
    {
      params,
      query: {},
      body: { name: `Sweep pack ${studioId}`, credits: 5, priceCents: 5000, validDays: 30 },
    },
    201,
  );
  await send('GET', `${STUDIO}/packs`, { params, query: {}, body: undefined }, 200);
  await send(
    'PATCH',
    `${STUDIO}/packs/:packId`,
    { params: { studioId, packId: pack.content.id }, query: {}, body: { credits: 6 } },
    200,
  );
  await send('GET', `${STUDIO}/pack-sales`, { params, query: {}, body: undefined }, 200);
  // A sale of that pack (paid outside the gateway, so its refund asks none), refunded once here.
  const buyer = await t.newUser();
  const [sale] = await t.db.query<{ id: number }>(
    `INSERT INTO pack_purchases (user_id, studio_id, pack_id, purchase_key, status, intro,
       credits_total, credits_left, price_cents, amount_cents, valid_days, paid_at, expires_at,
       created_at, updated_at)
     VALUES ($1, $2, $3, 'sweep-sale', 'paid', false, 6, 6, 5000, 5000, 30, now(),
       now() + interval '30 days', now(), now()) RETURNING id`,
    [buyer.id, studioId, pack.content.id],
  );
  await send(
    'POST',
    `${STUDIO}/pack-sales/:purchaseId/refund`,
    { params: { studioId, purchaseId: sale!.id }, query: {}, body: undefined },
    200,
  );
}
