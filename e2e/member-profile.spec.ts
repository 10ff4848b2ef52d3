import { expect, test } from '@playwright/test';
import { PHONE_TOO } from './phone-too.ts';
import { me } from './fixtures.ts';
import { newMember } from './member-fixtures.ts';

test(
  'the profile shows the defaults until the member gives their own, and saves them',
  PHONE_TOO,
  async ({ page, request }) => {
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
  },
);

test(
  'a saved birthday shows as set, a member under 13 is refused, and a weight goes in kg',
  PHONE_TOO,
  async ({ page, request }) => {
    const token = await newMember(page, request);
    await page.goto('/newplatform/profile');
    await expect(page.getByLabel('Birthday (not set: age 35 is used)')).toBeVisible();

    // Twelve years old today (by the browser's clock, which is the server's here).
    const today = new Date();
    const twelve = `${today.getFullYear() - 12}-01-01`;
    await page.getByLabel(/^Birthday/).fill(twelve);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('alert')).toContainText('at least 13 years old');
    expect((await me(request, token)).body.content.birthday).toBeNull();

    await page.getByLabel(/^Birthday/).fill('1990-04-12');
    await page.getByLabel('Weight unit').selectOption('kg');
    await page.getByLabel('Weight (kg)').fill('70');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    // Kept as whole pounds: 70 kg is 154 lb.
    expect((await me(request, token)).body.content).toMatchObject({
      birthday: '1990-04-12',
      weight: 154,
    });

    await page.reload();
    await expect(page.getByLabel('Birthday', { exact: true })).toHaveValue('1990-04-12');
    await expect(page.getByText(/not set: age 35/)).toHaveCount(0);
    // The unit chosen stays; the pounds kept show back in kg.
    await expect(page.getByLabel('Weight (kg)')).toHaveValue('69.9');
    await page.getByLabel('Weight unit').selectOption('lb');
    await expect(page.getByLabel('Weight (lb)')).toHaveValue('154');
  },
);
