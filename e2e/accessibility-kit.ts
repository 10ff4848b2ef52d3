// Helpers for the accessibility check: run axe on what the page shows and keep what matters.
import { setTimeout as wait } from 'node:timers/promises';
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
 * A frame's answer, or undefined if it has none within a second: a lazy frame the page has not
 * loaded yet has no document to answer in (and never will), and a frame may go away meanwhile.
 * axe in the page skips a frame that has no axe to answer it, as @axe-core/playwright does.
 */
async function withinASecond<T>(answer: Promise<T>): Promise<T | undefined> {
  const done = new AbortController();
  try {
    return await Promise.race([
      answer.catch(() => undefined),
      wait(1000, undefined, { signal: done.signal }),
    ]);
  } finally {
    done.abort();
  }
}

/**
 * axe's violations on a page whose frames are all of its own origin: axe is evaluated once in
 * each document (the page and each frame, which axe in the page reaches through its messenger)
 * and run in the page. @axe-core/playwright's legacy mode does the same but sends axe's 640 kB
 * into the page twice at every call, and again for a document that has it already.
 */
async function violationsInPage(page: Page): Promise<Finding[]> {
  for (const frame of page.frames()) {
    const present = await withinASecond(frame.evaluate('!!window.axe'));
    if (present === false) await withinASecond(frame.evaluate(axeSource));
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
