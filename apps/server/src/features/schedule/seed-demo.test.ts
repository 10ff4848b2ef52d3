import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { easternDay } from '@jetsweat/contract';
import { seedDemoData } from '../../demo/seed.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_DAYS } from './demo-live-classes.ts';
import { demoHistoryTitles } from './demo-history-store.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The days of the demo schedule's classes (the past year made for the reports left out). */
const classDays = async () =>
  (
    await t.db.query<{ scheduled_at: Date }>(
      'SELECT scheduled_at FROM live_classes WHERE NOT (title = ANY($1))',
      [demoHistoryTitles],
    )
  ).reduce(
    (days, r) =>
      days.set(easternDay(r.scheduled_at), (days.get(easternDay(r.scheduled_at)) ?? 0) + 1),
    new Map<string, number>(),
  );

describe('the demo schedule on later starts', () => {
  it('is carried forward to three weeks from the day of the start, leaving the days it had alone', async () => {
    const seededOn = t.clock.now();
    const before = await classDays();
    expect(before.size).toBe(DEMO_DAYS);

    const tenDaysLater = new Date(seededOn.getTime() + 10 * DAY);
    expect(await seedDemoData(t.db.kysely, tenDaysLater)).toBe(false);
    const after = await classDays();
    expect(after.size).toBe(DEMO_DAYS + 10);
    for (const [day, n] of before) expect(after.get(day)).toBe(n);
    const lastDay = [...after.keys()].sort().at(-1);
    expect(lastDay).toBe(easternDay(new Date(tenDaysLater.getTime() + (DEMO_DAYS - 1) * DAY)));

    // A second start on the same day adds nothing.
    await seedDemoData(t.db.kysely, tenDaysLater);
    expect(await classDays()).toEqual(after);
  });
});
