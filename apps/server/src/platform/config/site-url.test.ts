import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, tokenFor } from '../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClass, newCustomer, newStudioMember } from '../../../test/schedule-fixtures.ts';

/**
 * Every absolute link the server writes comes from PUBLIC_URL or the account's studio record.
 * The requests here name another host in Host and X-Forwarded-Host, behind a trusted proxy hop
 * so that the forwarded header would be believed if anything read it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://jetsweat.example', TRUST_PROXY: '127.0.0.1' },
  });
});
afterAll(() => t.close());

const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
const links = (text: string) => text.match(/https?:\/\/[^\s/]+/g) ?? [];

describe('links from configuration only', () => {
  it("writes the booking mail and the calendar file with the member's own site", async () => {
    // A general account on the main plan books a network class.
    const member = await t.newUser();
    const [pkg] = await t.db.query<{ id: string }>(
      "SELECT id FROM packages WHERE studio_id IS NULL AND kind = 'monthly' AND active",
    );
    const sub = await subscribe(t, member.token, { packageId: pkg!.id, token: await tokenFor(t) });
    expect(sub.statusCode, JSON.stringify(sub.body)).toBe(200);
    const id = await insertClass(t, { title: 'Host Check', startsInHours: 30 });
    const add = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: member.token,
      headers: evil,
      payload: { liveClassId: id, videoId: null, status: 'scheduled' },
    });
    expect(add.statusCode, JSON.stringify(add.body)).toBe(201);
    const mail = t.mailer.to(member.email).at(-1)!;
    expect(mail.subject).toContain('Host Check');
    expect(links(mail.text)).toEqual(['https://jetsweat.example']);

    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/liveclass/purchased/${id}/calendar`,
      headers: { ...evil, authorization: `Bearer ${member.token}` },
    });
    expect(ics.statusCode).toBe(200);
    const text = ics.body.replace(/\r\n /g, '');
    expect(text).toContain(
      `URL;VALUE=URI:https://jetsweat.example/newplatform/live/upcoming/${id}`,
    );
    expect(text).not.toContain('evil.example');
  });

  it("uses a white-label member's studio domain from the studio record", async () => {
    const member = await newCustomer(t);
    const id = await insertClass(t, { title: 'Studio Host', startsInHours: 31 });
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/workout/add',
          token: member.token,
          headers: evil,
          payload: { liveClassId: id, videoId: null, status: 'scheduled' },
        })
      ).statusCode,
    ).toBe(201);
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/liveclass/purchased/${id}/calendar`,
      headers: { ...evil, authorization: `Bearer ${member.token}` },
    });
    const text = ics.body.replace(/\r\n /g, '');
    expect(text).toContain(`URL;VALUE=URI:https://northloop.localhost/newplatform/live/upcoming/`);
    expect(text).not.toContain('evil.example');
    expect(links(t.mailer.to(member.email).at(-1)!.text)).toContain('https://northloop.localhost');
  });

  it('sends the reset link to the configured site whatever host the request names', async () => {
    const member = await t.newUser();
    const studioMember = await newStudioMember(t, 466);
    for (const who of [member, studioMember]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/user/reset-password',
        headers: evil,
        payload: { email: who.email },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(links(t.mailer.to(member.email).at(-1)!.text)).toEqual(['https://jetsweat.example']);
    expect(links(t.mailer.to(studioMember.email).at(-1)!.text)).toEqual([
      'https://northloop.localhost',
    ]);
  });
});
