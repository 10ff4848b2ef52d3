import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { reportTexts } from '@jetsweat/contract';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { loginInBrowser } from './fixtures.ts';
import { login } from './live-room-kit.ts';
import { PHONE_TOO } from './phone-too.ts';

const ADMIN = 'admin.bkpilates@jetsweat.example';
const BK = 402;

/** Downloads a report's CSV with its button: the file's name and its lines. */
async function download(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  const text = await readFile((await file.path())!, 'utf8');
  return { name: file.suggestedFilename(), lines: text.split('\r\n') };
}

test(
  'the owner reads each report’s summary and downloads its CSV',
  PHONE_TOO,
  async ({ page, request }) => {
    await loginInBrowser(page, await login(request, ADMIN));
    await page.goto(`/console/studios/${BK}`);
    await page.getByRole('link', { name: /^Reports:/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Reports at BK Pilates', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(reportTexts.intro)).toBeVisible();

    // Attendance and fill rate: the demo's year of classes fills the chart and its summary.
    const attendance = page.getByRole('region', { name: 'Attendance and fill rate' });
    const summary = attendance.getByText(
      /^Attendance and fill rate by week, .*: \d+ of \d+ seats booked \(\d+% full\) in \d+ classes; \d+ members came/,
    );
    await expect(summary).toBeVisible();
    await expect(attendance.getByRole('img')).toHaveAttribute(
      'aria-label',
      (await summary.textContent())!,
    );
    const a = await download(page, 'Download attendance CSV');
    expect(a.name).toMatch(
      /^jetsweat-attendance-bkpilates-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(a.lines[0]).toBe(
      'studio,week,class_time_utc,class,instructor,capacity,booked,fill_rate_pct,attended',
    );
    expect(a.lines[1]).toMatch(/^BK Pilates,\d{4}-\d{2}-\d{2},/);

    // No-shows and late cancels (the demo's year has both), and the members who missed most.
    const noShows = page.getByRole('region', { name: 'No-shows' });
    await expect(
      noShows.getByText(
        /^No-shows by week, .*: \d+ of \d+ booked seats \(\d+%\) were no-shows: .*; \d+ bookings? (was|were) cancelled late/,
      ),
    ).toBeVisible();
    await expect(noShows.getByRole('table', { name: 'Members who missed most' })).toBeVisible();
    const n = await download(page, 'Download no-shows CSV');
    expect(n.lines[0]).toBe('studio,week,class_time_utc,class,instructor,kind,member,email');
    expect(n.lines[1]).toContain(',no-show,');
    expect(n.lines.some((l) => l.includes(',late-cancel,'))).toBe(true);

    // New and returning members, and the cohorts.
    const members = page.getByRole('region', { name: 'New and returning members' });
    await expect(
      members.getByText(
        /^New and returning members by month, .*: \d+ members booked for the first time; in .*, \d+ new and \d+ returning\.$/,
      ),
    ).toBeVisible();
    const m = await download(page, 'Download members CSV');
    expect(m.lines[0]).toBe('studio,month,new_members,returning_members');
    expect(m.lines.filter((l) => l.startsWith('BK Pilates,'))).toHaveLength(12);
    const cohorts = page.getByRole('region', { name: 'Monthly retention (cohorts)' });
    await expect(
      cohorts.getByText(
        /^Monthly retention \(cohorts\): of \d+ members who joined from .*, \d+% booked again the month after\.$/,
      ),
    ).toBeVisible();
    await expect(cohorts.getByRole('table', { name: 'Monthly retention (cohorts)' })).toBeVisible();
    const c = await download(page, 'Download cohorts CSV');
    expect(c.lines[0]).toBe('studio,cohort,cohort_members,month,months_after,booking,share_pct');

    // Top classes and instructors.
    const top = page.getByRole('region', { name: 'Top classes and instructors' });
    await expect(
      top.getByText(
        /^Top classes and instructors, .*: the most attended class is .+; the most attended instructor is .+\.$/,
      ),
    ).toBeVisible();
    const t = await download(page, 'Download top classes CSV');
    expect(t.lines[0]).toBe(
      'studio,list,place,name,classes,capacity,booked,fill_rate_pct,attended',
    );
    expect(t.lines[1]).toMatch(/^BK Pilates,class,1,/);

    // Pack and offer sales: the demo's packs, Pat's refunded one among them.
    const packs = page.getByRole('region', { name: 'Pack and offer sales' });
    await expect(
      packs.getByText(
        /^Pack and offer sales by month, .*: \d+ class packs? and \d+ intro offers? sold for \$[\d,.]+; \d+ class(es)? booked with them so far; \d+ refunds? gave back \$[\d,.]+\.$/,
      ),
    ).toBeVisible();
    await expect(packs.getByRole('table', { name: 'Pack and offer sales by month' })).toBeVisible();
    const p = await download(page, 'Download pack sales CSV');
    expect(p.name).toMatch(/^jetsweat-packs-bkpilates-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
    expect(p.lines[0]).toBe(
      'studio,month,packs_sold,intro_offers_sold,revenue_usd,classes_used,refunds,refunded_usd',
    );
    expect(p.lines.filter((l) => l.startsWith('BK Pilates,'))).toHaveLength(12);

    // A shorter period asks again: four weeks' CSV covers four weeks.
    await page.getByRole('combobox', { name: /Classes of the last/ }).selectOption('4');
    const four = await download(page, 'Download attendance CSV');
    const weeks = new Set(four.lines.slice(1, -1).map((l) => l.split(',')[1]));
    expect(weeks.size).toBeLessThanOrEqual(4);

    await settled(page);
    await expectNoSeriousFindings(page, "the studio's reports");
    // Nothing wider than the window, at either width.
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(client);
  },
);
