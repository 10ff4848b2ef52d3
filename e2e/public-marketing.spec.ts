import { expect, test, type Page } from '@playwright/test';
import { PHONE_TOO } from './phone-too.ts';
import { origin } from './fixtures.ts';

const rotation = (page: Page) =>
  page.locator('.brand-carousel__ring').getAttribute('data-rotation').then(Number);
const facing = (page: Page) =>
  page.locator('.brand-carousel__item button[aria-current="true"]').getAttribute('aria-label');

async function swipe(page: Page, dx: number) {
  const stage = page.locator('.brand-carousel__stage');
  await stage.scrollIntoViewIfNeeded();
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

test('the brand carousel turns 60 degrees every 4 seconds through six brands', async ({ page }) => {
  await page.clock.install();
  await page.goto('/whoweserve/employers');
  const items = page.locator('.brand-carousel__item');
  await expect(items).toHaveCount(6);
  const names = await items
    .locator('button')
    .evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
  expect(names.every(Boolean)).toBe(true);

  // Stop time, then pause and play so the 4-second wait starts now. The pause is a second ahead:
  // on a busy machine more than a few milliseconds pass before it is set, and it cannot go back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('button', { name: 'Pause carousel' }).click();
  await page.getByRole('button', { name: 'Play carousel' }).click();
  const r0 = await rotation(page);
  const i0 = names.indexOf(await facing(page));

  await page.clock.runFor(3999);
  expect(await rotation(page)).toBe(r0);
  await page.clock.runFor(1);
  await expect.poll(() => rotation(page)).toBe(r0 - 60);
  expect(await facing(page)).toBe(names[(i0 + 1) % 6]);
  await page.clock.runFor(4000);
  await expect.poll(() => rotation(page)).toBe(r0 - 120);
  expect(await facing(page)).toBe(names[(i0 + 2) % 6]);
  // All the way round: six steps bring the first brand back to the front.
  await page.clock.runFor(4 * 4000);
  await expect.poll(() => rotation(page)).toBe(r0 - 360);
  expect(await facing(page)).toBe(names[i0]);

  // Pausing stops it.
  await page.getByRole('button', { name: 'Pause carousel' }).click();
  await page.clock.runFor(12_000);
  expect(await rotation(page)).toBe(r0 - 360);
});

test('the brand carousel follows swipes over 50 px and jumps to a clicked brand', async ({
  page,
}) => {
  // Reduced motion: no turning animation to wait for, and the ring starts paused.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/whoweserve/employers');
  await expect(page.getByRole('button', { name: 'Play carousel' })).toBeVisible();
  const start = await rotation(page);

  await swipe(page, -90);
  await expect.poll(() => rotation(page)).toBe(start - 60);
  await swipe(page, 90);
  await expect.poll(() => rotation(page)).toBe(start);
  await swipe(page, 30);
  await swipe(page, -40);
  expect(await rotation(page)).toBe(start);

  // The brands either side of the front one are in view; clicking one brings it to the front.
  const right = page.locator('.brand-carousel__item button').nth(1);
  await right.click();
  await expect(right).toHaveAttribute('aria-current', 'true');
  expect(await rotation(page)).toBe(start - 60);
  const left = page.locator('.brand-carousel__item button').nth(0);
  await left.click();
  await expect(left).toHaveAttribute('aria-current', 'true');
  expect(await rotation(page)).toBe(start);
});

test('every demo button opens the contact modal; close button and overlay close it; the page is marked meanwhile', async ({
  page,
}) => {
  await page.goto('/whoweserve/employers');
  const dialog = page.getByRole('dialog', { name: 'Get In Contact' });
  const marked = () => page.evaluate(() => document.body.classList.contains('modal-open'));
  for (const name of ['Give it a try', 'Request a demo', 'Book a demo']) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Ask about our flexible pricing options!')).toBeVisible();
    expect(await marked()).toBe(true);
    if (name === 'Request a demo') {
      await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
    } else {
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
    await expect(dialog).toBeHidden();
    expect(await marked()).toBe(false);
  }
});

test('Up and Down arrows scroll the contact modal by 20 px', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 520 });
  await page.goto('/whoweserve/healthplans');
  await page.getByRole('button', { name: 'Get in Touch' }).first().click();
  const scroller = page.getByTestId('contact-modal-scroll');
  await expect(page.getByRole('dialog', { name: 'Get In Contact' })).toBeVisible();
  const top = () => scroller.evaluate((el) => el.scrollTop);
  expect(await top()).toBe(0);
  await page.keyboard.press('ArrowDown');
  await expect.poll(top).toBe(20);
  await page.keyboard.press('ArrowDown');
  await expect.poll(top).toBe(40);
  await page.keyboard.press('ArrowUp');
  await expect.poll(top).toBe(20);
});

test('See how it works scrolls smoothly to the how-it-works section', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/whoweserve/employers');
  await page.getByRole('button', { name: 'See how it works' }).click();
  await expect
    .poll(() =>
      page.locator('#how-it-works').evaluate((el) => Math.abs(el.getBoundingClientRect().top)),
    )
    .toBeLessThan(80);
  await expect(page.locator('#how-it-works li')).toHaveCount(4);
});

test('the pages for organisations carry the specified claims', async ({ page }) => {
  await page.goto('/whoweserve/healthplans');
  for (const text of [
    'Who We Serve',
    'We Meet Provider Needs',
    'Empower a Healthy Member Community through Movement',
  ]) {
    await expect(page.getByRole('heading', { name: text })).toBeVisible();
  }
  for (const claim of ['$3.27', '15%', '10 pounds', '34%'])
    await expect(page.locator('.mk-stat strong', { hasText: claim })).toBeVisible();
  await expect(page.locator('.mk-card')).toHaveCount(3);

  await page.goto('/whoweserve/employers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tailored Wellness Solutions for Your Team' }),
  ).toBeVisible();
  await expect(page.getByText('Anytime. Anywhere.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured On' })).toBeVisible();
  for (const percent of ['64%', '29%', '100%', '91%'])
    await expect(page.getByRole('img', { name: new RegExp(`^${percent} `) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Voices of Experience' })).toBeVisible();
  await expect(page.locator('.organisations__voices li')).toHaveCount(3);

  await page.goto('/whoweserve/schools');
  await expect(page.getByText('30 or more studio partners')).toBeVisible();
  await expect(page.getByText(/phone,\s+Chromecast, Roku or an HDMI-connected TV/)).toBeVisible();
  for (const [a, b] of [
    [85, 50],
    [83, 74],
    [75, 25],
  ]) {
    await expect(page.getByLabel(`${a}% compared with ${b}%`)).toBeVisible();
  }
  for (const pillar of ['Physical health', 'Mental resilience', 'Academic excellence']) {
    await expect(page.getByRole('heading', { name: pillar })).toBeVisible();
  }
});

test('headings on the dark bands of the organisation pages are white, so they can be read', async ({
  page,
}) => {
  for (const path of ['/whoweserve/healthplans', '/whoweserve/employers', '/whoweserve/schools']) {
    await page.goto(path);
    const headings = page.locator('.mk-section--dark h2');
    await expect(headings.first(), path).toBeAttached();
    for (const color of await headings.evaluateAll((hs) =>
      hs.map((h) => getComputedStyle(h).color),
    )) {
      expect(color, path).toBe('rgb(255, 255, 255)');
    }
  }
});

test('the campus headline is one line on wide screens and two below 625 px', async ({ page }) => {
  const lines = page.locator('.campus-title__line');
  const tops = async () =>
    Promise.all([0, 1].map(async (i) => (await lines.nth(i).boundingBox())!.y));

  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/whoweserve/schools');
  await expect(
    page.getByRole('heading', { level: 1, name: 'JETSWEAT CAMPUS WELLNESS' }),
  ).toBeVisible();
  let [first, second] = await tops();
  expect(second).toBe(first);

  await page.setViewportSize({ width: 600, height: 800 });
  [first, second] = await tops();
  expect(second!).toBeGreaterThan(first! + 20);

  await page.setViewportSize({ width: 625, height: 800 });
  [first, second] = await tops();
  expect(second).toBe(first);
});

test('compatible devices: tabs for HDMI cord vs wireless and Chromecast vs AirPlay, with keyboard use, and the apps', async ({
  page,
}) => {
  await page.goto('/compatibledevices');
  const tv = page.getByRole('tablist', { name: 'How to connect to your TV' });
  const hdmi = tv.getByRole('tab', { name: 'HDMI Cord' });
  const wireless = tv.getByRole('tab', { name: 'Wireless' });
  await expect(hdmi).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Plug one end of an HDMI cord')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Wireless casting' })).toBeHidden();

  await wireless.click();
  await expect(wireless).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Plug one end of an HDMI cord')).toBeHidden();
  const casting = page.getByRole('tablist', { name: 'Wireless casting' });
  await expect(casting.getByRole('tab', { name: 'Chromecast' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('any TV with Chromecast or Google TV')).toBeVisible();
  await casting.getByRole('tab', { name: 'AirPlay' }).click();
  await expect(page.getByText('to an Apple TV or an AirPlay-compatible smart TV')).toBeVisible();
  await expect(page.getByText('any TV with Chromecast or Google TV')).toBeHidden();

  // Arrow keys move between tabs, as screen-reader users expect.
  await wireless.focus();
  await page.keyboard.press('ArrowRight');
  await expect(hdmi).toBeFocused();
  await expect(hdmi).toHaveAttribute('aria-selected', 'true');

  await expect(
    page.getByRole('link', { name: 'Download JetSweat on the App Store' }),
  ).toHaveAttribute('href', /apps\.apple\.com/);
  await expect(
    page.getByRole('link', { name: 'Add the JetSweat channel on Roku' }),
  ).toHaveAttribute('href', /roku\.com/);
  await expect(page.locator('.mk-card', { hasText: 'Android' })).toContainText('COMING SOON');
  await expect(page.locator('.mk-card', { hasText: 'Android' }).getByRole('link')).toHaveCount(0);
});

test('the legal pages are full text carrying the key terms', async ({ page }) => {
  await page.goto('/terms');
  const terms = page.getByRole('main');
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText(
    'Terms of Service and End-User Licence',
  );
  for (const term of [
    'the minimum age is 13',
    'for use in the United States only',
    'at least 24 hours before your trial ends or your subscription renews',
    'there are no partial refunds',
    'must be brought within 1 year',
    'the greater of the fees you paid us in the 12 months before the claim or $100',
    'on 10 days’ notice',
    'can be cancelled until 2 hours before it starts',
    '$239.99 per year',
    '$19.99 per month',
    'Promo codes cannot be combined with the standard free trial',
  ]) {
    await expect(terms).toContainText(term);
  }
  expect((await terms.innerText()).length).toBeGreaterThan(4000);

  await page.goto('/privacypolicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('We do not sell your personal information');
});

test('every other public page answers with its own content', async ({ page }) => {
  const pages: [string, string][] = [
    ['/how-it-works', 'How it Works'],
    ['/how-to-connect', 'How to Connect'],
    ['/faq', 'Frequently Asked Questions'],
    ['/programs', 'Programs'],
    ['/contact', 'Contact Us'],
    ['/iframe-sandbox', 'Iframe sandbox'],
    ['/test', 'Component check'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('This part of JetSweat is coming soon.')).toHaveCount(0);
  }
  await page.goto('/faq');
  await page.getByText('How much does JetSweat cost?').click();
  await expect(page.getByText('The annual plan is $239.99 a year')).toBeVisible();
  await page.goto('/iframe-sandbox');
  await expect(
    page
      .frameLocator('iframe[title="Embedded JetSweat page"]')
      .getByRole('heading', { name: 'Our Studios' }),
  ).toBeVisible();
});

test(
  '/programs lists the programs that exist, and no others',
  PHONE_TOO,
  async ({ page, request }) => {
    const answer = await request.get(`${origin}/api/basic/programs`);
    const { content: programs } = (await answer.json()) as { content: { title: string }[] };
    expect(programs.length).toBeGreaterThan(0);
    await page.goto('/programs');
    const cards = page.getByRole('list', { name: 'Programs' }).getByRole('heading', { level: 2 });
    await expect(cards).toHaveText(programs.map((p) => p.title));
    await expect(page.getByRole('main')).not.toContainText('calendar');
  },
);

test('the home page studio chooser goes to the chosen studio', async ({ page }) => {
  await page.goto('/');
  const chooser = page.getByLabel('Studio', { exact: true });
  await expect(chooser.locator('option')).toHaveCount(21);
  await chooser.selectOption({ label: 'Yoga Vida' });
  await page.getByRole('button', { name: 'Go to studio' }).click();
  await expect(page).toHaveURL(`${origin}/studios/yogavida`);
  await expect(page.getByRole('heading', { name: 'About Yoga Vida' })).toBeVisible();
});
