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
}
