import { expect, test } from '@playwright/test';
import { me } from './fixtures.ts';
import { newMember } from './member-fixtures.ts';

test('the profile shows the defaults until the member gives their own, and saves them', async ({
  page,
  request,
}) => {
  const token = await newMember(page, request);
  await page.goto('/newplatform/profile');
  await expect(page).toHaveTitle(/^Profile \|/);
  await expect(
    page.getByText('Now used: age 35 (default), 143 lb (default), female (default).'),
  ).toBeVisible();
  await expect(page.getByLabel('Weight (lb)')).toHaveAttribute('placeholder', '143');

  await page.getByLabel(/^Birthday/).fill('1990-04-12');
  await page.getByLabel('Weight (lb)').fill('170');
  await page.getByLabel('Gender').selectOption('M');
  await page.getByLabel('Activity level').selectOption('Active');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByText(/Now used: age \d+, 170 lb, male\./)).toBeVisible();
  const stored = (await me(request, token)).body.content;
  expect(stored).toMatchObject({
    birthday: '1990-04-12',
    weight: 170,
    gender: 'M',
    activityLevel: 'Active',
  });

  // The server refuses a weight it cannot use, and the form says why.
  await page.getByLabel('Weight (lb)').fill('20');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert')).toContainText('at least 50 pounds');
  expect((await me(request, token)).body.content.weight).toBe(170);
});
