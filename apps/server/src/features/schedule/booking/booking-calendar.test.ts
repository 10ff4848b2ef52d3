import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleTexts } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { insertClass, newCustomer } from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/liveclass/purchased/{id}/calendar', () => {
  it('gives a member an iCalendar event for a class they booked, at its time and length', async () => {
    const member = await newCustomer(t);
    const id = await insertClass(t, { title: 'Calendar Core', minutes: 50, startsInHours: 30 });
    const add = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: member.token,
      payload: { liveClassId: id, videoId: null, status: 'scheduled' },
    });
    expect(add.statusCode).toBe(201);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/liveclass/purchased/${id}/calendar`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain(`jetsweat-class-${id}.ics`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const ics = res.body.replace(/\r\n /g, '');
    const start = new Date(t.clock.now().getTime() + 30 * 3600_000);
    const stamp = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:liveclass-${id}@jetsweat`);
    expect(ics).toContain(`DTSTART:${stamp(start)}`);
    expect(ics).toContain(`DTEND:${stamp(new Date(start.getTime() + 50 * 60_000))}`);
    expect(ics).toContain('SUMMARY:Calendar Core with Test Instructor');
    expect(ics).toContain(`/newplatform/live/upcoming/${id}`);
  });

  it('answers 404 for a class the member has not booked, even one another member booked', async () => {
    const booker = await newCustomer(t);
    const other = await newCustomer(t);
    const id = await insertClass(t, { title: 'Not yours' });
    await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: booker.token,
      payload: { liveClassId: id, videoId: null, status: 'scheduled' },
    });
    const res = await t.call({
      method: 'GET',
      url: `/api/liveclass/purchased/${id}/calendar`,
      token: other.token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: 0, content: scheduleTexts.notBooked });
  });

  it('needs a login, and a class id that is a number', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/liveclass/purchased/1/calendar' })).statusCode,
    ).toBe(401);
    const member = await newCustomer(t);
    const res = await t.call({
      method: 'GET',
      url: '/api/liveclass/purchased/abc/calendar',
      token: member.token,
    });
    expect(res.statusCode).toBe(400);
  });
});
