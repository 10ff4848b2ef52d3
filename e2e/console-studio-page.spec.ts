import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { linkInMail, loginInBrowser, newPerson, origin, submitSignupForm } from './fixtures.ts';
import { login } from './live-room-kit.ts';

const ADMIN = 'admin.bkpilates@jetsweat.example';
const BK = 402;
const pageApi = `${origin}/api/console/studios/${BK}/page`;

/** No sideways scroll: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The studio page's settings as saved, to put back after the test. */
async function savedSettings(request: APIRequestContext, token: string) {
  const res = await request.get(pageApi, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).content.settings as Record<string, string>;
}

/**
 * A slow line, as on a busy machine: the team's first load reads the team at once but answers only
 * after the invite sent meanwhile has been answered. The invite must still show in the list.
 */
async function answerTeamAfterInvite(page: Page) {
  let inviteAnswered!: () => void;
  const invited = new Promise<void>((resolve) => (inviteAnswered = resolve));
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && res.url().endsWith(`/studios/${BK}/invites`))
      inviteAnswered();
  });
  await page.route(
    `**/api/console/studios/${BK}/team`,
    async (route) => {
      const answer = await route.fetch();
      await invited;
      await route.fulfill({ response: answer }).catch(() => {}); // the page may have dropped it
    },
    { times: 1 },
  );
}

/** Opens "My Account" (behind the phone menu's button on a narrow window). */
async function openAccountMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.locator('summary', { hasText: 'My Account' }).click();
}

test.describe.configure({ mode: 'serial' });

for (const width of [1280, 390]) {
  test.describe(`the studio console at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the demo admin edits the about text and sees it on the public studio page', async ({
      page,
      request,
    }) => {
      // Two accessibility scans and the public page: 46 s at 1280 px beside the suite's other
      // workers on two cores.
      test.setTimeout(120_000);
      const token = await login(request, ADMIN);
      const original = await savedSettings(request, token);
      try {
        await loginInBrowser(page, token);
        await page.goto('/');
        await openAccountMenu(page);
        await page.getByRole('link', { name: 'Studio console' }).click();
        await expect(page.getByRole('heading', { name: 'Studio console', level: 1 })).toBeVisible();
        await settled(page);
        await expectNoSeriousFindings(page, 'the studio picker');
        await page
          .getByRole('navigation', { name: 'Your studios' })
          .getByRole('link', { name: 'BK Pilates' })
          .click();
        await expect(page.getByRole('heading', { name: 'BK Pilates', level: 1 })).toBeVisible();
        const form = page.getByRole('form', { name: 'Studio page' });
        await expect(form.getByLabel('About the studio')).toHaveValue(original.summary!);
        await settled(page);
        await expectNoSeriousFindings(page, "the studio's console page");
        await expectNoSidewaysScroll(page);
        if (width < 400) {
          // The narrowest phones too.
          await page.setViewportSize({ width: 360, height: 900 });
          await expectNoSidewaysScroll(page);
        }

        // A bad colour is named under its field, and nothing is sent.
        const colour = form.getByLabel(/Brand colour/);
        await colour.fill('purple');
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(form.getByRole('alert')).toContainText(
          'The colour must be six hexadecimal digits',
        );
        await expect(colour).toHaveAttribute('aria-invalid', 'true');
        await colour.fill(original.colorCode!);

        const about = `Mat Pilates for every body, edited at ${width} px on ${Date.now()}.`;
        await form.getByLabel('About the studio').fill(about);
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(form.getByRole('status')).toHaveText(
          'Saved. The studio page shows the change.',
        );
        // Other tests change the same demo studio at the same time: find this change by its text.
        const log = page.getByRole('list', { name: 'Changes, newest first' });
        await expect(log.locator(':scope > li', { hasText: about })).toContainText(
          'changed the studio page',
        );

        await page.goto('/studios/bkpilates');
        await expect(page.locator('.studio-about__text')).toHaveText(about);
      } finally {
        const res = await request.put(pageApi, {
          headers: { authorization: `Bearer ${token}` },
          data: original,
        });
        expect(res.status()).toBe(200);
      }
    });

    test('an admin invites an instructor, who signs up through the mailed link and sees only their part', async ({
      page,
      browser,
      request,
    }) => {
      const person = { ...newPerson('console'), firstName: 'Ines' };
      await loginInBrowser(page, await login(request, ADMIN));
      await answerTeamAfterInvite(page);
      await page.goto(`/console/studios/${BK}`);
      const invite = page.getByRole('form', { name: 'Invite to the team' });
      await invite.getByLabel('E-mail address').fill(person.email);
      await invite.getByRole('button', { name: 'Invite instructor' }).click();
      await expect(invite.getByRole('status')).toContainText('Invite sent.');
      await expect(page.getByRole('list', { name: 'Invites waiting' })).toContainText(person.email);
      await expectNoSidewaysScroll(page);

      const link = await linkInMail(
        person.email,
        /https?:\/\/\S+\/console\/invite\/[A-Za-z0-9_-]+/,
      );
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        const newcomer = await context.newPage();
        await newcomer.goto(`${origin}${new URL(link).pathname}`);
        await expect(newcomer.getByRole('heading', { name: 'Join a studio’s team' })).toBeVisible();
        await expectNoSeriousFindings(newcomer, 'the invite page, signed out');
        await newcomer.getByRole('link', { name: 'Create an account' }).click();
        await submitSignupForm(newcomer, person);
        await expect(newcomer).toHaveURL(/\/console\/invite\//);
        await newcomer.getByRole('button', { name: 'Accept the invite' }).click();
        await expect(newcomer.getByRole('status')).toHaveText(
          'You are now instructor at BK Pilates.',
        );
        await newcomer.getByRole('link', { name: 'Open the studio console' }).click();
        await expect(newcomer.getByRole('heading', { name: 'BK Pilates', level: 1 })).toBeVisible();
        await expect(newcomer.getByText('You are: Instructor')).toBeVisible();
        await expect(newcomer.getByRole('heading', { name: 'Live classes' })).toBeVisible();
        // Only the instructor's part (their classes, to read): no page form, no team, no log,
        // no way to schedule a class.
        await expect(newcomer.getByRole('button', { name: /schedule/i })).toHaveCount(0);
        await expect(newcomer.getByRole('form', { name: 'Studio page' })).toHaveCount(0);
        await expect(newcomer.getByRole('heading', { name: 'Team' })).toHaveCount(0);
        await expect(newcomer.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
        await settled(newcomer);
        await expectNoSeriousFindings(newcomer, "an instructor's console page");
        await expectNoSidewaysScroll(newcomer);

        // The team list now names them.
        await page.reload();
        await expect(page.getByRole('list', { name: 'Team members' })).toContainText(person.email);
      } finally {
        await context.close();
      }
    });
  });
}
