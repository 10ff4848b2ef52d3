// Helpers for the accessibility check: run axe on what the page shows and keep what matters.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type NodeResult, type Result } from 'axe-core';

/** Findings at these levels fail the check; minor and moderate ones are reported elsewhere. */
const failingImpacts = new Set(['serious', 'critical']);

/** What the check reads of a finding. */
type Finding = Pick<Result, 'id' | 'impact' | 'help'> & {
  nodes: Pick<NodeResult, 'target' | 'failureSummary'>[];
};

/** One line per finding and element, so a failure says what to fix and where. */
function describe(violations: Finding[]): string[] {
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

/** axe's own source, for the page and each of its frames. */
const axeSource = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/**
 * axe's violations on a page whose frames are all of its own origin: axe is evaluated once in
 * each document (the page and each frame, which axe in the page reaches through its messenger)
 * and run in the page. @axe-core/playwright's legacy mode does the same but sends axe's 640 kB
 * into the page twice at every call, and again for a document that has it already.
 */
async function violationsInPage(page: Page): Promise<Finding[]> {
  for (const frame of page.frames()) {
    // A frame that goes away meanwhile has nothing left to check.
    const present = await frame.evaluate('!!window.axe').catch(() => undefined);
    if (present === false) await frame.evaluate(axeSource).catch(() => undefined);
  }
  return page.evaluate(async () => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await inPage.run(document, { resultTypes: ['violations'] });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
}

/**
 * Reports every serious or critical axe finding on the page as it is now, named by `what` (the
 * page or the open modal). Soft, so one run lists the findings of every page a test visits.
 *
 * axe runs in the page itself, which tests same-origin frames too, unless a frame from another
 * origin needs @axe-core/playwright's default mode, which gathers each frame's results in a new
 * blank page, a new renderer at each call. Only violations are asked for, as only they are read
 * (docs/benchmarks.md, "CI time").
 */
export async function expectNoSeriousFindings(page: Page, what: string): Promise<void> {
  const violations: Finding[] = holdsOtherOrigins(page)
    ? (await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()).violations
    : await violationsInPage(page);
  const serious = violations.filter((v) => failingImpacts.has(v.impact ?? ''));
  expect.soft(describe(serious), `serious or critical findings on ${what}`).toEqual([]);
}
