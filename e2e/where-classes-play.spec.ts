// Issue 56, point 7, at 1280 and 390 px: the main site's footer and the subscription's confirmation
// say where classes play (the browser, a TV through the devices page) and promise no store app,
// by name or by a link to a store. (The devices page itself keeps the spec's iOS and Roku links.)
import { expect, test, type Locator } from '@playwright/test';
import { billingTexts } from '../packages/contract/src/billing-texts.ts';
import { STORE_HOSTS, STORE_WORDS } from '../apps/web/src/test/store-app-words.ts';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { subscribeViaApi } from './billing-kit.ts';
import { loginInBrowser, newPerson, registerViaApi } from './fixtures.ts';
import { PHONE_TOO } from './phone-too.ts';

async function expectWhereClassesPlay(region: Locator) {
  await expect(region).toContainText('Watch in the browser of any phone, tablet or computer.');
  await expect(
    region.getByRole('link', { name: 'On your TV: Chromecast, AirPlay or HDMI' }),
  ).toHaveAttribute('href', '/compatibledevices');
  expect(await region.innerText()).not.toMatch(STORE_WORDS);
  const links = await region
    .getByRole('link')
    .evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  expect(links.filter((href) => STORE_HOSTS.test(href))).toEqual([]);
}

test(
  'the footer says where classes play and promises no store app',
  PHONE_TOO,
  async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expectWhereClassesPlay(footer);
    await settled(page);
    await expectNoSeriousFindings(page, 'the home page with its footer');
  },
);

test(
  'the subscription’s confirmation says where classes play and promises no store app',
  PHONE_TOO,
  async ({ page, request }) => {
    const person = newPerson('whereplay');
    const token = await registerViaApi(request, person);
    await subscribeViaApi(request, token);
    await loginInBrowser(page, token);
    await page.goto('/confirmation');
    const confirmed = page.getByRole('region', {
      name: billingTexts.subscriptionConfirmedFor(person.firstName),
    });
    await expect(confirmed).toBeVisible();
    await expectWhereClassesPlay(confirmed);
    await settled(page);
    await expectNoSeriousFindings(page, 'the subscription’s confirmation');
  },
);
