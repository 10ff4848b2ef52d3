import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTermsSchema, scheduleTexts } from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { subscribe, tokenFor } from '../../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { insertClass, workoutsOf } from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const termsUrl = (id: number) => `/api/liveclass/upcoming/${id}/booking-terms`;

async function termsOf(token: string, id: number) {
  const res = await t.call({ method: 'GET', url: termsUrl(id), token }, bookingTermsSchema);
  expectOk(res);
  return res.body.content;
}

const add = (token: string, liveClassId: number) =>
  t.call({
    method: 'POST',
    url: '/api/workout/add',
    token,
    payload: { liveClassId, videoId: null },
  });

describe('GET /api/liveclass/upcoming/{liveClassId}/booking-terms (issue 56, point 6)', () => {
  it('needs a login', async () => {
    const id = await insertClass(t);
    expect((await t.call({ method: 'GET', url: termsUrl(id) })).statusCode).toBe(401);
  });

  it('tells a member without a plan to pay, with 200, while booking without paying stays 402', async () => {
    const id = await insertClass(t, { priceCents: 1500 });
    const person = await t.newUser();
    expect(await termsOf(person.token, id)).toEqual({
      liveClassId: id,
      booked: false,
      included: false,
    });
    const refused = await add(person.token, id);
    expect(refused.statusCode).toBe(402);
    expect(await workoutsOf(t, person.id)).toEqual([]);
  });

  it("says a subscriber's plan includes the class, and booked once they booked it", async () => {
    const id = await insertClass(t, { studioId: 416 });
    const person = await t.newUser();
    await subscribe(t, person.token, { packageId: 'jetsweat_yearly', token: await tokenFor(t) });
    expect(await termsOf(person.token, id)).toEqual({
      liveClassId: id,
      booked: false,
      included: true,
    });
    const booked = await add(person.token, id);
    expect(booked.statusCode, JSON.stringify(booked.body)).toBeLessThan(300);
    expect(await termsOf(person.token, id)).toEqual({
      liveClassId: id,
      booked: true,
      included: true,
    });
  });

  it('answers 404 for a class the member cannot see here and 400 for an id that is not a number', async () => {
    const person = await t.newUser();
    const missing = await t.call({ method: 'GET', url: termsUrl(999_999), token: person.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toEqual({ status: 0, content: scheduleTexts.classNotFound });
    const studioOnly = await insertClass(t, { onJetsweat: false, studioId: 418 });
    expect(
      (await t.call({ method: 'GET', url: termsUrl(studioOnly), token: person.token })).statusCode,
    ).toBe(404);
    const bad = await t.call({ method: 'GET', url: termsUrl(Number.NaN), token: person.token });
    expect(bad.statusCode).toBe(400);
  });
});
