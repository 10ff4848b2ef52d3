import { expect } from 'vitest';
import { STORE_HOSTS, STORE_WORDS } from './store-app-words.ts';

/** The region promises no store app, by name or by a link to a store (store-app-words.ts). */
export function expectNoStoreApps(region: HTMLElement) {
  expect(region.textContent).not.toMatch(STORE_WORDS);
  for (const link of region.querySelectorAll('a'))
    expect(link.getAttribute('href') ?? '').not.toMatch(STORE_HOSTS);
}
