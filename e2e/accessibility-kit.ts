// Helpers for the accessibility check: run axe on what the page shows and keep what matters.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** Findings at these levels fail the check; minor and moderate ones are reported elsewhere. */
const failingImpacts = new Set(['serious', 'critical']);

/** One line per finding and element, so a failure says what to fix and where. */
function describe(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.impact} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? v.help}`,
    ),
  );
}

/** Waits until the page has drawn its content: a first heading and no loader left. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('.loader')).toHaveCount(0);
}

/** Whether the page shows a frame from another origin (the console's preview of a studio's site). */
function holdsOtherOrigins(page: Page): boolean {
  const own = new URL(page.url()).origin;
  return page
    .frames()
    .some((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== own);
}

/**
 * Reports every serious or critical axe finding on the page as it is now, named by `what` (the
 * page or the open modal). Soft, so one run lists the findings of every page a test visits.
 *
 * axe runs in the page itself (the library's legacy mode, which tests same-origin frames too)
 * unless a frame from another origin needs the default mode, which gathers each frame's results
 * in a new blank page, a new renderer at each call. Only violations are read, so only they are
 * asked for. The same findings for about 45% less of axe's cost on a member page
 * (docs/benchmarks.md, "CI time").
 */
export async function expectNoSeriousFindings(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(!holdsOtherOrigins(page))
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations.filter((v) => failingImpacts.has(v.impact ?? ''));
  expect.soft(describe(serious), `serious or critical findings on ${what}`).toEqual([]);
}
