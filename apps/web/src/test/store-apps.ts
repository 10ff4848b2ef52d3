import { expect } from 'vitest';

// JetSweat has no store apps (issue 56, point 7; docs/decisions/0119-no-promise-of-apps-that-do-not-exist.md):
// a page that says where classes play may not promise one, by name or by a link to a store.
const STORE_WORDS =
  /app store|play store|google play|ipad app|iphone app|iphone and ipad app|roku|apple tv app|android app/i;
const STORE_HOSTS = /apps\.apple\.com|roku\.com|play\.google\.com|amazon\.com/i;

export function expectNoStoreApps(region: HTMLElement) {
  expect(region.textContent).not.toMatch(STORE_WORDS);
  for (const link of region.querySelectorAll('a'))
    expect(link.getAttribute('href') ?? '').not.toMatch(STORE_HOSTS);
}
