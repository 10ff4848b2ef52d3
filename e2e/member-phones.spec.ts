import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { asMember, classesVia, newMember } from './member-fixtures.ts';

/** A class card narrower than this on a phone has been squeezed (a poster and a title). */
const MIN_CARD_WIDTH = 150;

/** Each list of class cards on the page: its name and its cards' widths, in order. */
const cardWidths = (page: Page) =>
  page.locator('ul.class-grid').evaluateAll((lists) =>
    lists.map((list) => ({
      label: list.getAttribute('aria-label') ?? '',
      row: list.classList.contains('class-grid--row'),
      snap: getComputedStyle(list).scrollSnapType,
      widths: [...list.querySelectorAll(':scope > .class-card')].map(
        (card) => card.getBoundingClientRect().width,
      ),
    })),
  );

/** How far the page as a whole scrolls sideways (0 when it fits the window). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/**
 * Every card keeps a sensible width, equal within its list; rows scroll sideways on their own,
 * with snap points, and the page does not. Answers how many cards were measured.
 */
async function expectCardsKeepTheirWidth(page: Page, minCards: number): Promise<number> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(async () => (await cardWidths(page)).flatMap((l) => l.widths).length)
    .toBeGreaterThanOrEqual(minCards);
  const lists = await cardWidths(page);
  for (const list of lists) {
    for (const width of list.widths) {
      expect(width, `a card of "${list.label}"`).toBeGreaterThan(MIN_CARD_WIDTH);
      expect(Math.abs(width - list.widths[0]!), `cards of "${list.label}"`).toBeLessThan(1);
    }
    if (list.row) expect(list.snap, `"${list.label}" snaps`).toBe('x mandatory');
  }
  // A row wider than the window really scrolls sideways, on its own: the page stays put.
  const scrolled = await page.locator('ul.class-grid--row').evaluateAll((rows) =>
    rows
      .filter((row) => row.scrollWidth > row.clientWidth + 1)
      .map((row) => {
        row.scrollLeft = row.clientWidth / 2;
        return { moved: row.scrollLeft > 0, page: window.scrollX };
      }),
  );
  for (const row of scrolled) expect(row).toEqual({ moved: true, page: 0 });
  // On a phone the dashboard's rows hold more cards than fit.
  if (page.viewportSize()!.width < 600 && /dashboard/.test(page.url()))
    expect(scrolled.length).toBeGreaterThan(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  return lists.flatMap((l) => l.widths).length;
}

/** The member starts some classes and stops part-way, for the dashboard's watching rows. */
async function watchSome(request: APIRequestContext, token: string) {
  for (const video of await classesVia(request, token, { pageSize: 3 })) {
    const event = { videoId: video.id, sessionId: randomUUID() };
    const analytics = '/api/%7BvideoId%7D/analytics';
    await asMember(request, token, 'POST', analytics, {
      ...event,
      eventType: 'play',
      eventValue: 0,
    });
    await asMember(request, token, 'POST', analytics, {
      ...event,
      eventType: 'pause',
      eventValue: 1,
    });
  }
}

const libraryViews = ['', '?view=duration', '?view=bodyFocus', '?view=all'];

for (const width of [390, 1280]) {
  test(`at ${width} px the dashboard's and the library's cards keep their width`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await watchSome(request, await newMember(page, request));
    await page.goto('/newplatform/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Continue watching' })).toBeVisible();
    await expectCardsKeepTheirWidth(page, 1);
    for (const view of libraryViews) {
      await page.goto(`/newplatform/items/classes${view}`);
      await expect(page.getByRole('heading', { name: 'On-Demand Classes' })).toBeVisible();
      await expectCardsKeepTheirWidth(page, 2);
    }
  });
}
