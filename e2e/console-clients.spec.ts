import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { consoleClientsTexts } from '@jetsweat/contract';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { loginInBrowser } from './fixtures.ts';
import { login } from './live-room-kit.ts';

const ADMIN = 'admin.bkpilates@jetsweat.example';
const BK = 402;

/** No sideways scroll: the page is no wider than the window (wide tables scroll in their box). */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe.configure({ mode: 'serial' });

for (const width of [1280, 390]) {
  test.describe(`the console's clients at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the demo admin finds a client, reads their history, adds a note and exports the list', async ({
      page,
      request,
    }) => {
      await loginInBrowser(page, await login(request, ADMIN));
      await page.goto(`/console/studios/${BK}`);
      await page.getByRole('link', { name: 'Clients: history, notes, export' }).click();
      await expect(
        page.getByRole('heading', { name: 'Clients at BK Pilates', level: 1 }),
      ).toBeVisible();
      const table = page.getByRole('table', { name: consoleClientsTexts.title });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await settled(page);
      await expectNoSeriousFindings(page, "the studio's clients");
      await expectNoSidewaysScroll(page);

      await page.getByRole('searchbox', { name: consoleClientsTexts.searchLabel }).fill('casey');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('3 clients matching “casey”')).toBeVisible();

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: consoleClientsTexts.exportCsv }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe('jetsweat-clients-bkpilates.csv');
      const csv = (await readFile((await file.path())!, 'utf8')).split('\r\n');
      expect(csv[0]).toBe(
        'name,email,first_activity_utc,last_activity_utc,classes_booked,classes_attended,purchases,videos_watched',
      );
      expect(csv.filter((l) => l.startsWith('Casey Customer'))).toHaveLength(3);

      await table.getByRole('link', { name: 'Casey Customer 1' }).click();
      await expect(page.getByRole('heading', { name: 'Casey Customer 1', level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Purchases' })).toBeVisible();
      const text = `Prefers mornings (${width})`;
      await page.getByRole('textbox', { name: 'New note' }).fill(text);
      await page.getByRole('button', { name: 'Add note' }).click();
      await expect(
        page.getByRole('list', { name: consoleClientsTexts.notesTitle }).getByText(text),
      ).toBeVisible();
      await settled(page);
      await expectNoSeriousFindings(page, "a client's page");
      await expectNoSidewaysScroll(page);
    });
  });
}
