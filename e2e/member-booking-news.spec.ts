// What a member is told around a booking (issue 56, point 4): the booking dialog says the class
// was added under its specified heading, and the dashboard's week does not say "nothing
// scheduled" beside today's workout. At 1280 and 390 px.
import { expect, test } from '@playwright/test';
import { scheduleTexts } from '@jetsweat/contract';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { origin } from './fixtures.ts';
import { asMember, classesVia, newMember } from './member-fixtures.ts';
import { PHONE_TOO } from './phone-too.ts';
import {
  chooseDay,
  classRow,
  easternDay,
  groupClass,
  publicClasses,
  purchasedIds,
} from './schedule-fixtures.ts';

test(
  'the booking dialog says the class is added, under its heading',
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const c = groupClass(await publicClasses(request), testInfo.project.name === 'phone' ? 10 : 9);
    const token = await newMember(page, request);
    await page.goto(`${origin}/liveschedule`);
    await expect(page.locator('.schedule-class, .schedule-empty').first()).toBeVisible();
    await chooseDay(page, easternDay(c.scheduledDatetime));
    await classRow(page, c).getByRole('button', { name: scheduleTexts.book }).click();
    const dialog = page.getByRole('dialog', { name: scheduleTexts.alreadySubscribedTitle });
    await expect(dialog).toContainText(scheduleTexts.addedToSchedule);
    await expect(dialog.getByRole('status')).toContainText(`We added ${c.title}`);
    await expectNoSeriousFindings(page, 'the booking dialog');
    expect(await purchasedIds(request, token)).toEqual([c.id]);
  },
);

test('the dashboard’s week counts today’s workout', PHONE_TOO, async ({ page, request }) => {
  const token = await newMember(page, request);
  const [video] = await classesVia(request, token, { pageSize: 1 });
  // Later today, and nothing else this week.
  const later = new Date(Date.now() + 5 * 60_000);
  await asMember(request, token, 'POST', '/api/workout/add', {
    videoId: video!.id,
    when: later.toISOString(),
  });
  await page.goto('/newplatform/dashboard');
  const today = page.getByRole('region', { name: "Today's workout" });
  await expect(today.getByRole('link', { name: video!.title })).toBeVisible();
  const week = page.getByRole('region', { name: 'Coming up' });
  await expect(week).toContainText('Nothing else scheduled this week yet.');
  await expect(page.getByText('Nothing scheduled this week yet.')).toHaveCount(0);
  await expectNoSeriousFindings(page, 'the dashboard');
});
