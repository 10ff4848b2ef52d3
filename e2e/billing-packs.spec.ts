import { expect, test } from '@playwright/test';
import { classCount, packTexts, scheduleTexts } from '@jetsweat/contract';
import { loginInBrowser, newPerson, origin, registerViaApi } from './fixtures.ts';
import { fillCard, testCards } from './billing-kit.ts';
import { PHONE_TOO } from './phone-too.ts';
import { classRow, openClassDay, publicClasses, purchasedIds } from './schedule-fixtures.ts';

const BK = 402;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test(
  'a new member buys a class pack, sees its credits and books a class with one',
  PHONE_TOO,
  async ({ page, request }, info) => {
    const person = newPerson('packs');
    const token = await registerViaApi(request, person);
    await loginInBrowser(page, token);

    await page.goto('/packs/bkpilates');
    await expect(
      page.getByRole('heading', { level: 1, name: `BK Pilates: ${packTexts.title}` }),
    ).toBeVisible();
    // A new customer may take the intro offer; this member chooses the 5-class pack.
    const intro = page.getByRole('radio', { name: /Intro: 3 classes for \$30/ });
    await expect(intro).toBeEnabled();
    await page.getByRole('radio', { name: /^5 Class Pack/ }).check();
    await expect(page.getByText(`${classCount(5)}. ${packTexts.validFor(60)}`)).toBeVisible();
    await fillCard(page, testCards.ok);
    await page.getByRole('button', { name: 'Buy 5 Class Pack for $75.00' }).click();
    await expect(page.getByRole('status')).toHaveText(packTexts.packPaid('5 Class Pack'));

    await page.goto('/account');
    const packs = page.getByRole('list', { name: 'Your class packs' });
    await expect(packs).toContainText('BK Pilates: 5 Class Pack');
    await expect(packs).toContainText(packTexts.creditsLeft(5, 5));

    // A BK Pilates class on the main site, a different one for each viewport.
    const classes = (await publicClasses(request, BK)).filter(
      (c) =>
        c.isOnJetsweat === 1 &&
        c.product.availability !== 1 &&
        c.seatsLeft > 0 &&
        Date.parse(c.scheduledDatetime) > Date.now() + 4 * 3600_000,
    );
    const c = classes[info.project.name === 'phone' ? 1 : 0]!;
    await openClassDay(page, c);
    await classRow(page, c).getByRole('button', { name: scheduleTexts.book }).click();
    const payment = page.getByRole('dialog', { name: scheduleTexts.paymentTitle });
    await payment.getByRole('button', { name: packTexts.bookWithCredit(5) }).click();
    await expect(page.getByText(packTexts.bookedWithCredit)).toBeVisible();

    expect(await purchasedIds(request, token)).toContain(c.id);
    const mine = await request.get(`${origin}/api/user/packs`, { headers: auth(token) });
    expect((await mine.json()).content.packs[0].creditsLeft).toBe(4);

    // Having booked here, the member is no longer new to the studio: its intro offer says so.
    await page.goto('/packs/bkpilates');
    await expect(page.getByRole('radio', { name: /Intro: 3 classes for \$30/ })).toBeDisabled();
    await expect(page.getByText(packTexts.introTaken)).toBeVisible();
  },
);
