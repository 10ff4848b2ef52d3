import { expect, test, type Page } from '@playwright/test';
import { origin } from './fixtures.ts';

const sectionHeadings = [
  'About',
  'Meet The Instructors',
  'What People Are Saying',
  'How Does it Work',
  'Take class on any device',
];

async function catalogue(page: Page): Promise<{ name: string; shortName: string }[]> {
  const res = await page.request.get(`${origin}/api/basic/webStudiosInfo`);
  return (await res.json()).content;
}

test('the studios list shows every catalogue studio and leads to its page', async ({ page }) => {
  const studios = await catalogue(page);
  expect(studios.length).toBe(20);
  await page.goto('/studios');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Studios' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Studios' }).getByRole('link');
  await expect(cards).toHaveCount(studios.length);
  await expect(cards.locator('h2')).toHaveText(studios.map((s) => s.name));

  await cards.filter({ hasText: 'Bari Studio' }).click();
  await expect(page).toHaveURL(`${origin}/studios/baristudio`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Low impact. High intensity.' }),
  ).toBeVisible();
});

test('a studio page has every section, in order, with the studio’s own data', async ({ page }) => {
  await page.goto('/studios/baristudio');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Low impact. High intensity.');
  const trial = main.getByRole('link', { name: 'Exclusive Free Trial' });
  await expect(trial).toHaveAttribute('href', '/signup');
  await expect(main.getByRole('heading', { name: 'Small movements, big results' })).toBeVisible();

  await expect(main.getByRole('list', { name: 'Class Types' }).getByRole('listitem')).toHaveText([
    'Barre',
    'Sculpt',
    'Cardio',
    'Dance',
  ]);
  await expect(main.getByRole('list', { name: 'Levels' }).getByRole('listitem')).toHaveText([
    'All Levels',
    'Intermediate',
  ]);
  await expect(main.getByRole('list', { name: 'Equipment' }).getByRole('listitem')).toHaveCount(3);
  await expect(main.getByRole('list', { name: 'Equipment' }).locator('svg')).toHaveCount(3);
  await expect(main.locator('.studio-about__text')).toContainText(
    'Bari Studio began as a single mirrored room',
  );

  const order = await main.locator('h2').allTextContents();
  const positions = sectionHeadings.map((h) => order.findIndex((t) => t.startsWith(h)));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(main.getByRole('heading', { name: 'Your barre is wherever you are' })).toBeVisible();
  for (const device of ['Web', 'Mobile', 'Chromecast', 'Airplay', 'HDMI']) {
    await expect(main.locator('.devices__item', { hasText: device })).toBeVisible();
  }
  await expect(main.locator('.studio-testimonials li')).toHaveCount(2);
});

test('an instructor’s bio shows on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/studios/baristudio');
  const cards = page.locator('.instructor');
  await expect(cards).toHaveCount(3);
  const first = cards.nth(0);
  const bio = first.locator('.instructor__bio');
  await expect(bio).toBeHidden();
  await first.hover();
  await expect(bio).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(bio).toBeHidden();

  const second = cards.nth(1);
  await second.focus();
  await expect(second.locator('.instructor__bio')).toBeVisible();
  // The bio is the card's accessible description, so a screen reader reads it on focus.
  await expect(second).toHaveAccessibleDescription(
    (await second.locator('.instructor__bio').textContent()) ?? '',
  );
  await page.keyboard.press('Tab');
  await expect(cards.nth(2).locator('.instructor__bio')).toBeVisible();
  await expect(second.locator('.instructor__bio')).toBeHidden();
});

test('missing data shows the specified defaults and an empty testimonial section is left out', async ({
  page,
}) => {
  await page.goto('/studios/hithouse');
  await expect(page.locator('.studio-about__text')).toHaveText('coming soon!');

  await page.goto('/studios/bodyspace');
  await expect(page.getByRole('list', { name: 'Class Types' }).getByRole('listitem')).toHaveText([
    'Strength',
  ]);

  await page.goto('/studios/fhittingroom');
  await expect(page.getByRole('list', { name: 'Levels' }).getByRole('listitem')).toHaveText([
    'All Levels',
  ]);

  await page.goto('/studios/intensati');
  await expect(page.getByRole('list', { name: 'Equipment' }).getByRole('listitem')).toHaveText([
    'Yoga Mat',
  ]);

  await page.goto('/studios/playlistyoga');
  await expect(page.locator('.instructor img').nth(1)).toHaveAttribute(
    'src',
    '/media/defaults/instructor.svg',
  );
  await expect(page.locator('.instructor img').nth(0)).not.toHaveAttribute(
    'src',
    '/media/defaults/instructor.svg',
  );
  await expect(page.getByRole('heading', { name: 'What People Are Saying' })).toBeVisible();

  // mindfresh's testimonials have no words; tidalbarre has none at all.
  for (const name of ['mindfresh', 'tidalbarre']) {
    await page.goto(`/studios/${name}`);
    await expect(page.getByRole('heading', { name: 'Meet The Instructors' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What People Are Saying' })).toHaveCount(0);
  }
});

test('special-cased names find their studio', async ({ page }) => {
  await page.goto('/studios/pearlcicc%20i');
  await expect(page.locator('.studio-hero__logo')).toHaveAttribute(
    'alt',
    'Pearl Cici and JetSweat',
  );
  await expect(page.getByRole('heading', { name: 'About Pearl Cici' })).toBeVisible();
  await page.goto('/studios/dailey-method');
  await expect(page.getByRole('heading', { name: 'About The Dailey Method' })).toBeVisible();
});

test('a white-label-only studio shows the restricted view: about, levels, class types and equipment only', async ({
  page,
}) => {
  await page.goto('/studios/northloop');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'North Loop Fitness' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'About North Loop Fitness' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Levels' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Class Types' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Equipment' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Meet The Instructors' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Exclusive Free Trial' })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'How Does it Work' })).toHaveCount(0);
});

for (const studio of ['oldtownfit', 'summitsweat', 'pulseandflow']) {
  test(`/studios/${studio} sends the visitor home`, async ({ page }) => {
    await page.goto(`/studios/${studio}`);
    await expect(page).toHaveURL(`${origin}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Boutique fitness, wherever you are' }),
    ).toBeVisible();
  });
}

test('an unknown studio gets a clear not-found page with a way on', async ({ page }) => {
  await page.goto('/studios/no-such-studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Studio not found' })).toBeVisible();
  await expect(
    page.getByText('We could not find that studio. There is no studio called “no-such-studio”.'),
  ).toBeVisible();
  await expect(page).toHaveTitle('Studio not found | JetSweat');
  await page.getByRole('link', { name: 'See all studios' }).click();
  await expect(page).toHaveURL(`${origin}/studios`);
});

test('the Wellness Partners menu lists the partner studios once opened', async ({ page }) => {
  await page.goto('/');
  await page.locator('summary', { hasText: 'Wellness Partners' }).click();
  const menu = page.locator('details[open] ul');
  await expect(menu.getByRole('link')).toHaveCount(21);
  await menu.getByRole('link', { name: 'Bodyspace' }).click();
  await expect(page).toHaveURL(`${origin}/studios/bodyspace`);

  // The bar stays across pages; a chosen item closes its menu.
  await page.goto('/');
  await page.locator('summary', { hasText: 'For Organizations' }).click();
  await page.locator('details[open]').getByRole('link', { name: 'Employers' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tailored Wellness Solutions for Your Team' }),
  ).toBeVisible();
  await expect(page.locator('details[open]')).toHaveCount(0);
});

test('the explore page plays a studio’s video and pages its logos six at a time within the list', async ({
  page,
}) => {
  const studios = await catalogue(page);
  await page.goto('/explorestudio');
  const logos = page.locator('.explore__logo');
  const previous = page.getByRole('button', { name: 'Previous studios' });
  const next = page.getByRole('button', { name: 'Next studios' });
  const video = page.locator('.explore__player video');

  await expect(logos).toHaveCount(6);
  await expect(logos.first().locator('img')).toHaveAttribute('alt', studios[0]!.name);
  await expect(previous).toBeDisabled();
  await expect(video).toHaveAttribute('aria-label', `${studios[0]!.name} preview video`);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);

  await next.click();
  await expect(logos.first().locator('img')).toHaveAttribute('alt', studios[6]!.name);
  await next.click();
  await next.click();
  // The last page is the last six logos, and paging stops there.
  await expect(logos.first().locator('img')).toHaveAttribute('alt', studios[14]!.name);
  await expect(logos.last().locator('img')).toHaveAttribute('alt', studios[19]!.name);
  await expect(next).toBeDisabled();
  await expect(page.getByText('Studios 15–20 of 20')).toBeVisible();

  await logos.last().click();
  await expect(logos.last()).toHaveAttribute('aria-pressed', 'true');
  await expect(video).toHaveAttribute('aria-label', `${studios[19]!.name} preview video`);
  await expect(page.getByRole('link', { name: `Visit ${studios[19]!.name}’s page` })).toBeVisible();

  // The selector switches the video too, and brings its logo into view.
  await page.getByLabel('Choose a studio').selectOption({ label: studios[2]!.name });
  await expect(video).toHaveAttribute('aria-label', `${studios[2]!.name} preview video`);
  await expect(page.locator('.explore__logo[aria-pressed="true"] img')).toHaveAttribute(
    'alt',
    studios[2]!.name,
  );
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(previous).toBeDisabled();
});
