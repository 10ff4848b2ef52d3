import { expect, type Page } from '@playwright/test';

/**
 * Waits for the service worker's first install, then reloads so it controls the page. The install
 * precaches every page's code, one file after another as Workbox fetches them (7 s alone on this
 * machine, more beside other tests), hence the long wait.
 */
export async function reloadUnderServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          Boolean((await navigator.serviceWorker.getRegistration())?.active),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
