import { expect, test, type Page } from '@playwright/test';
import { origin } from './fixtures.ts';
import { chooseDay, easternDay, isPersonalClass, publicClasses } from './schedule-fixtures.ts';

const shownIds = async (page: Page) =>
  (await page
    .locator('.schedule-class')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-class-id'))))) as number[];

for (const width of [1280, 390]) {
  test(`at ${width} px the schedule filters by class type, level and length, kept in a shareable URL`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const classes = await publicClasses(request);
    const yoga = classes.filter(
      (c) => c.classType === 'Yoga' && c.level === 'Beginner' && !isPersonalClass(c),
    );
    expect(yoga.length).toBeGreaterThan(0);
    const day = easternDay(yoga[0]!.scheduledDatetime);

    await page.goto('/liveschedule');
    const filters = page.getByRole('form', { name: 'Filter classes' });
    await filters.getByLabel('Class type').selectOption('Yoga');
    await filters.getByLabel('Level').selectOption('Beginner');
    await expect(page).toHaveURL(`${origin}/liveschedule?type=Yoga&level=Beginner`);
    await chooseDay(page, day);
    const expected = yoga.filter((c) => easternDay(c.scheduledDatetime) === day).map((c) => c.id);
    await expect.poll(() => shownIds(page)).toEqual(expected);
    await expect(page.locator(`[data-class-id="${yoga[0]!.id}"]`)).toContainText(
      yoga[0]!.studioName,
    );

    // The same URL, opened afresh, shows the same filtered schedule.
    await page.goto('/liveschedule?type=HIIT&length=15to30');
    await expect(filters.getByLabel('Class type')).toHaveValue('HIIT');
    await expect(filters.getByLabel('Length')).toHaveValue('15to30');
    const hiit = classes.filter((c) => c.classType === 'HIIT' && c.minutesDuration <= 30);
    expect(hiit.length).toBeGreaterThan(0);
    await chooseDay(page, easternDay(hiit[0]!.scheduledDatetime));
    for (const id of await shownIds(page)) {
      const c = classes.find((x) => x.id === id)!;
      expect(c.classType).toBe('HIIT');
    }
    await expect(page.locator('.schedule-class')).not.toHaveCount(0);

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`${origin}/liveschedule`);
    await expect(filters.getByLabel('Class type')).toHaveValue('');
  });
}

test('the studio and instructor filters list the schedule’s own studios and instructors by name', async ({
  page,
  request,
}) => {
  const classes = await publicClasses(request);
  const c = classes.find((x) => x.instructor && !isPersonalClass(x))!;
  await page.goto('/liveschedule');
  const filters = page.getByRole('form', { name: 'Filter classes' });
  await filters.getByLabel('Studio').selectOption({ label: c.studioName });
  await filters.getByLabel('Instructor').selectOption(c.instructor);
  await expect(page).toHaveURL(
    `${origin}/liveschedule?studio=${c.studioShortName}&instructor=${encodeURIComponent(c.instructor).replace(/%20/g, '+')}`,
  );
  await chooseDay(page, easternDay(c.scheduledDatetime));
  for (const id of await shownIds(page)) {
    const shown = classes.find((x) => x.id === id)!;
    expect([shown.studioShortName, shown.instructor]).toEqual([c.studioShortName, c.instructor]);
  }
  await expect(page.locator(`[data-class-id="${c.id}"]`)).toBeVisible();
});
