// A paid booking leaves the browser's console clean (issue 56, point 6): the schedule asks how the
// member would book (booking-terms) before it books, so the payment dialog opens without a refused
// booking's 402, which Chromium logs in red. At 1280 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import {
  formatDollars,
  liveClassPriceCents,
  scheduleTexts,
  type LiveClass,
} from '@jetsweat/contract';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { loginInBrowser, newPerson, registerViaApi } from './fixtures.ts';
import { PHONE_TOO } from './phone-too.ts';
import {
  classRow,
  fillCard,
  groupClass,
  openClassDay,
  publicClasses,
  purchasedIds,
} from './schedule-fixtures.ts';

/** The console's errors, uncaught errors, and every answer of 400 or above or that failed. */
function troublesOf(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') said.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => said.push(`uncaught: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) said.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    // Loads the next navigation cut short (the page left while it fetched) are not failures.
    const why = r.failure()?.errorText ?? '';
    if (!why.includes('ERR_ABORTED')) said.push(`failed ${r.method()} ${r.url()}: ${why}`);
  });
  return said;
}

const priceOf = (c: LiveClass) => formatDollars(liveClassPriceCents(c.price));

test(
  'a member without a subscription books a paid class with nothing red in the console',
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const c = groupClass(
      await publicClasses(request),
      40 + (testInfo.project.name === 'phone' ? 1 : 0),
    );
    const price = priceOf(c);
    const token = await registerViaApi(request, newPerson('quiet-pay'));
    await loginInBrowser(page, token);
    const troubles = troublesOf(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/booking-terms')) asked.push(r.url());
    });

    await openClassDay(page, c);
    await classRow(page, c).getByRole('button', { name: scheduleTexts.book }).click();
    const payment = page.getByRole('dialog', { name: scheduleTexts.paymentTitle });
    await expect(payment.getByTestId('live-price')).toHaveText(price);
    // The schedule asked once how this member books the class, and did not try to book it.
    expect(asked).toHaveLength(1);
    await expectNoSeriousFindings(page, 'the payment dialog');
    await fillCard(payment);
    await payment.getByRole('button', { name: `Pay ${price}` }).click();
    const summary = page.getByRole('dialog', { name: scheduleTexts.orderSummaryTitle });
    await expect(summary).toContainText(price);
    await expectNoSeriousFindings(page, 'the order summary');
    expect(await purchasedIds(request, token)).toContain(c.id);
    expect(troubles).toEqual([]);
  },
);
