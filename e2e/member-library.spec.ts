import { expect, test } from '@playwright/test';
import { cardTitles, classesVia, newMember } from './member-fixtures.ts';

test('a member narrows the library with filters and gets what the server holds for them', async ({
  page,
  request,
}) => {
  const token = await newMember(page, request);
  await page.goto('/newplatform/items/classes');
  await expect(page).toHaveTitle(/^On-Demand Classes \|/);
  const recommended = await classesVia(request, token, {
    timeLength: { min: 0, max: 90 },
    calorieBurn: { min: 0, max: 800 },
    sort: { recommended: true },
  });
  await expect.poll(() => cardTitles(page, 'Classes')).toEqual(recommended.map((c) => c.title));

  await page.locator('summary', { hasText: 'Class type' }).click();
  await page.getByRole('checkbox', { name: 'Yoga', exact: true }).check();
  await page.getByRole('radio', { name: 'Beginner' }).check();
  await page.getByLabel('Sort by').selectOption('shortest');
  const yoga = await classesVia(request, token, {
    classType: ['Yoga'],
    level: 'Beginner',
    timeLength: { min: 0, max: 90 },
    calorieBurn: { min: 0, max: 800 },
    sort: { shortest: true },
  });
  expect(yoga.length).toBeGreaterThan(0);
  expect(yoga.every((c) => c.classType === 'Yoga' && c.level === 'Beginner')).toBe(true);
  await expect.poll(() => cardTitles(page, 'Classes')).toEqual(yoga.map((c) => c.title));
  for (const meta of await page
    .locator('.class-card .class-card__meta')
    .filter({ hasText: ' min · ' })
    .allTextContents())
    expect(meta).toContain('Yoga · Beginner');

  // The filters are in the address: back from a class, the same list is there.
  await expect(page).toHaveURL(/classType=Yoga/);
  await page.getByRole('link', { name: yoga[0]!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: yoga[0]!.title })).toBeVisible();
  await page.goBack();
  await expect.poll(() => cardTitles(page, 'Classes')).toEqual(yoga.map((c) => c.title));
  await expect(page.getByRole('radio', { name: 'Beginner' })).toBeChecked();

  // A filter nothing matches says so; Reset brings the whole library back.
  await page.getByRole('spinbutton', { name: 'From' }).first().fill('88');
  await expect(page.getByText('No classes match these filters. Try removing one.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect.poll(() => cardTitles(page, 'Classes')).toEqual(recommended.map((c) => c.title));
});

test('the views take turns, group by duration, and "Show all" scrolls for more', async ({
  page,
  request,
}) => {
  await newMember(page, request);
  await page.goto('/newplatform/items/classes');
  await page.getByRole('button', { name: 'By duration' }).click();
  await expect(page.getByRole('button', { name: 'By duration' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('form', { name: 'Filters' })).toHaveCount(0);
  for (const bucket of ['Up to 15 min', '15-30 min', '30-45 min', '45-60 min', 'Over 60 min'])
    await expect(page.getByRole('heading', { name: bucket })).toBeVisible();
  // A class sits in the first bucket its length fits: the 15-30 row has no 15-minute class.
  const row = page.getByRole('list', { name: '15-30 min', exact: true });
  await expect(row.locator('.class-card').first()).toBeVisible();
  for (const meta of await row
    .locator('.class-card__meta')
    .filter({ hasText: ' min · ' })
    .allTextContents()) {
    const minutes = Number(meta.split(' ')[0]);
    expect(minutes).toBeGreaterThan(15);
    expect(minutes).toBeLessThanOrEqual(30);
  }

  await page.getByRole('button', { name: 'By body focus' }).click();
  for (const group of ['Upper Body', 'Lower Body', 'Core', 'Total Body'])
    await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Show all' }).click();
  const all = page.getByRole('list', { name: 'All classes' }).locator('.class-card');
  await expect(all).toHaveCount(24);
  await all.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => all.count()).toBeGreaterThan(24);
});

test('on a phone the filters fold behind a button', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await newMember(page, request);
  await page.goto('/newplatform/items/classes');
  await expect(page.locator('.class-card').first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('radio', { name: 'Advanced' }).check();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
