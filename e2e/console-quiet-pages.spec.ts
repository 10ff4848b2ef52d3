// Pages open without errors in the browser's console (issue 56, point 6): the Permissions-Policy
// names no feature Chromium does not know ("Unrecognized feature: 'bluetooth'" was logged on every
// page), at 1280 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { newMember } from './member-fixtures.ts';
import { PHONE_TOO } from './phone-too.ts';

// The pages as a visitor's browser runs them, service worker and all: its registration must log
// nothing either.
test.use({ serviceWorkers: 'allow' });

/** Every error and warning the page's console shows, and every uncaught error. */
function consoleOf(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') said.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => said.push(`uncaught: ${e.message}`));
  return said;
}

test(
  'public and member pages log no error or policy warning',
  PHONE_TOO,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const said = consoleOf(page);
    for (const path of ['/', '/liveschedule', '/login']) {
      await page.goto(path);
      await settled(page);
    }
    await newMember(page, request);
    for (const path of ['/newplatform/items/classes', '/newplatform/dashboard']) {
      await page.goto(path);
      await settled(page);
    }
    await expectNoSeriousFindings(page, 'a member page');
    expect(said.filter((s) => /Permissions-Policy|Unrecognized feature/i.test(s))).toEqual([]);
    expect(said).toEqual([]);
  },
);
