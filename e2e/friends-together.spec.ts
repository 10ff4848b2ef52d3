import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { friendActivityTexts, type FriendsGoing, type LiveClass } from '@jetsweat/contract';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { loginInBrowser, origin } from './fixtures.ts';
import { login, MEMBER } from './live-room-kit.ts';
import { classRow, expectNoSideScroll, openClassDay, publicClasses } from './schedule-fixtures.ts';

/** The demo member's friend who, with Felix (friend@), trains at today's Open Studio (demo data). */
const RILEY = 'riley@jetsweat.example';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The class the most friends of the member are going to, as the server answers it, among those
 * that start after this test will have ended: a class under way opens as the live room, not as
 * the page that lists who is going (the test failed in the first hour of each Open Studio block).
 * The demo books both friends into tomorrow's blocks too, so one is always ahead.
 */
async function classWithFriends(request: APIRequestContext, token: string): Promise<LiveClass> {
  const res = await request.get(`${origin}/api/user/friends/going`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  const going = ((await res.json()).content as FriendsGoing[]).filter(
    (c) => Date.parse(c.scheduledDatetime) > Date.now() + 10 * 60_000,
  );
  const most = going.sort((a, b) => b.friends.length - a.friends.length)[0];
  const c = (await publicClasses(request)).find((x) => x.id === most?.liveClassId);
  if (!c) throw new Error('no class the demo member’s friends are going to');
  return c;
}

async function setSharing(request: APIRequestContext, token: string, shareActivity: boolean) {
  const res = await request.put(`${origin}/api/user/friends/sharing`, {
    headers: auth(token),
    data: { shareActivity },
  });
  expect(res.status()).toBe(200);
}

/** The dashboard's "Friends this week" section. */
const thisWeek = (page: Page) =>
  page.getByRole('region', { name: friendActivityTexts.finishedHeading });

// Riley's sharing is turned off and on again: one test at a time.
test.describe.configure({ mode: 'serial' });

for (const width of [1280, 390]) {
  test(`the demo member trains with friends, until one stops sharing (${width} px)`, async ({
    browser,
    request,
  }) => {
    // Two people's pages side by side, each scanned for accessibility: past a minute on a busy
    // 2-core CI.
    test.setTimeout(120_000);
    const [memberToken, rileyToken] = [await login(request, MEMBER), await login(request, RILEY)];
    await setSharing(request, rileyToken, true);
    const viewport = { width, height: width > 800 ? 900 : 844 };
    // Contexts of their own (axe needs one), so the two people are signed in side by side.
    const [memberContext, rileyContext] = [
      await browser.newContext({ viewport }),
      await browser.newContext({ viewport }),
    ];
    const page = await memberContext.newPage();
    const riley = await rileyContext.newPage();
    try {
      // The schedule: Felix and Riley are going to today's Open Studio.
      const c = await classWithFriends(request, memberToken);
      await loginInBrowser(page, memberToken);
      await openClassDay(page, c);
      const row = classRow(page, c);
      const note = row.locator('summary', { hasText: friendActivityTexts.going(2) });
      await expect(note).toBeVisible();
      await note.click();
      await expect(row.getByText('Felix Friend')).toBeVisible();
      await expect(row.getByText('Riley Runner')).toBeVisible();
      await expectNoSideScroll(page, 'the live schedule');
      await expectNoSeriousFindings(page, `the live schedule with friends going (${width} px)`);

      // The class's own page lists them.
      await page.goto(`${origin}/newplatform/live/upcoming/${c.id}`);
      const listed = page.getByRole('region', { name: friendActivityTexts.going(2) });
      await expect(listed).toContainText('Felix Friend');
      await expect(listed).toContainText('Riley Runner');

      // The member's upcoming classes: they are booked into it too.
      await page.goto(`${origin}/newplatform/live/upcoming`);
      await expect(
        classRow(page, c).locator('summary', { hasText: friendActivityTexts.going(2) }),
      ).toBeVisible();

      // The dashboard: the class Riley finished this week, leading to it.
      await page.goto(`${origin}/newplatform/dashboard`);
      await settled(page);
      const finished = thisWeek(page).getByRole('listitem').filter({ hasText: 'Riley Runner' });
      await expect(finished).toContainText('finished');
      await expect(finished.getByRole('link')).toHaveAttribute(
        'href',
        /^\/newplatform\/items\/classes\/\d+$/,
      );
      await expect(
        page.getByRole('region', { name: friendActivityTexts.goingHeading }),
      ).toContainText(friendActivityTexts.going(2));
      await expectNoSideScroll(page, 'the dashboard');
      await expectNoSeriousFindings(page, `the dashboard with friends this week (${width} px)`);

      // Riley stops sharing on her profile.
      await loginInBrowser(riley, rileyToken);
      await riley.goto(`${origin}/newplatform/profile`);
      const share = riley.getByRole('checkbox', { name: friendActivityTexts.shareActivity });
      await expect(share).toBeChecked();
      await share.uncheck();
      await expect(riley.getByRole('status')).toHaveText(friendActivityTexts.saved);
      await expect(share).not.toBeChecked();
      await expectNoSeriousFindings(riley, `the profile with the sharing setting (${width} px)`);
      const stored = await request.get(`${origin}/api/user/friends/sharing`, {
        headers: auth(rileyToken),
      });
      expect((await stored.json()).content).toEqual({ shareActivity: false });
      await riley.reload();
      await expect(share).not.toBeChecked();

      // The member no longer sees Riley: Felix alone is going, and no class finished this week.
      await page.reload();
      const goingCard = page.getByRole('region', { name: friendActivityTexts.goingHeading });
      await expect(goingCard).toContainText(friendActivityTexts.going(1));
      await expect(goingCard).not.toContainText(friendActivityTexts.going(2));
      await expect(thisWeek(page)).toHaveCount(0);
      await openClassDay(page, c);
      await expect(classRow(page, c).locator('summary')).toHaveText(friendActivityTexts.going(1));
      await classRow(page, c).locator('summary').click();
      await expect(classRow(page, c).getByText('Riley Runner')).toHaveCount(0);
    } finally {
      await setSharing(request, rileyToken, true);
      await memberContext.close();
      await rileyContext.close();
    }
  });
}
