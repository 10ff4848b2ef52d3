import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { payoutLineNames, payoutStateNames, payoutTexts } from '@jetsweat/contract';
import { loginInBrowser } from './fixtures.ts';
import { login } from './live-room-kit.ts';
import { PHONE_TOO } from './phone-too.ts';

const ADMIN = 'admin.bkpilates@jetsweat.example';
const BK = 402;

/** The month before today's (UTC), as the demo has paid it: "2026-11" and "November 2026". */
function lastMonth() {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return {
    key: d.toISOString().slice(0, 7),
    name: d.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

test(
  'the studio owner sees last month’s payout and the lines behind it, and downloads the CSV',
  PHONE_TOO,
  async ({ page, request }) => {
    await loginInBrowser(page, await login(request, ADMIN));
    await page.goto(`/console/studios/${BK}`);
    await page.getByRole('link', { name: /^Payouts:/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Payouts at BK Pilates', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(payoutTexts.accountEnabled)).toBeVisible();

    const month = lastMonth();
    const payout = page.getByRole('article', { name: `Payout for ${month.name}` });
    await expect(payout.getByRole('heading', { level: 3 })).toHaveText(
      new RegExp(`^${month.name}: \\$\\d[\\d,]*\\.\\d{2}$`),
    );
    await expect(payout.getByText(new RegExp(`^${payoutStateNames.paid} on `))).toBeVisible();
    const lines = payout.getByRole('table', { name: `Lines behind ${month.name}` });
    for (const kind of ['subscription', 'pack', 'network_fee', 'plan_share'] as const)
      await expect(lines.getByRole('cell', { name: payoutLineNames[kind] })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: payoutTexts.download }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('jetsweat-payouts-bkpilates.csv');
    const csv = (await readFile((await file.path())!, 'utf8')).split('\r\n');
    expect(csv[0]).toBe('studio,month,line,amount_usd,minutes,all_studios_minutes,state');
    expect(csv).toContainEqual(
      expect.stringMatching(new RegExp(`^BK Pilates,${month.key},Payout,\\d+\\.\\d{2},,,Paid$`)),
    );
    expect(csv).toContainEqual(
      expect.stringMatching(new RegExp(`^BK Pilates,${month.key},Share of JetSweat plans,`)),
    );
  },
);
