// Friends by name (issue 56, point 3 and item 2): a member chooses a handle on their profile,
// another member finds them by name or handle (no browser "Please include an '@'"), sends a
// request and sees it as sent, with no second "Add friend"; nobody sees an e-mail address, and a
// member who hides is not found. The invite e-mail greets without a name ("Hello,", not "Hi ,").
// At 1280 and 390 px, axe clean on each page.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { subscribeViaApi } from './billing-kit.ts';
import {
  linkInMail,
  loginInBrowser,
  mailsTo,
  newPerson,
  origin,
  registerViaApi,
} from './fixtures.ts';
import { PHONE_TOO } from './phone-too.ts';

/** Letters only, so the name passes the name rule and is nobody else's. */
const letters = (n: number) =>
  Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join('');

async function member(request: APIRequestContext, firstName: string, lastName: string) {
  const person = { ...newPerson('byname'), firstName, lastName };
  return { ...person, token: await registerViaApi(request, person) };
}

async function open(page: Page, token: string, path: string, heading: string) {
  await loginInBrowser(page, token);
  await page.goto(`${origin}/newplatform/${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await settled(page);
}

async function searchFor(page: Page, text: string) {
  const form = page.getByRole('form', { name: 'Find a friend' });
  await form.getByLabel('Name, @handle or e-mail address').fill(text);
  await form.getByRole('button', { name: 'Search' }).click();
}

test(
  'a member sets a handle; another finds them by name and handle and asks once',
  PHONE_TOO,
  async ({ page, request }) => {
    const surname = `Vex${letters(8)}`;
    const handle = `od_${letters(10)}`;
    const odalys = await member(request, 'Odalys', surname);
    const finder = await member(request, 'Piet', `Finder${letters(6)}`);
    // The profile page is a subscriber's: Odalys has a plan (Piet, without one, has the friends page).
    await subscribeViaApi(request, odalys.token);

    // Odalys chooses her handle on her profile (typed with an '@' and capitals, kept as ana_runs-style lower case).
    await open(page, odalys.token, 'profile', 'Profile');
    const section = page.getByRole('region', { name: 'How friends find you' });
    await expect(section.getByLabel('Let members find me by my name and handle')).toBeChecked();
    await expect(
      section.getByLabel('Let members who know my e-mail address find me by it'),
    ).not.toBeChecked();
    const handleForm = section.getByRole('form', { name: 'Your handle' });
    await handleForm.getByLabel('Your handle').fill('no');
    await handleForm.getByRole('button', { name: 'Save handle' }).click();
    await expect(handleForm.getByRole('alert')).toContainText('3 to 20 letters');
    await handleForm.getByLabel('Your handle').fill(`@${handle.toUpperCase()}`);
    await handleForm.getByRole('button', { name: 'Save handle' }).click();
    await expect(handleForm.getByRole('status')).toHaveText('Your handle is saved.');
    await expect(handleForm.getByLabel('Your handle')).toHaveValue(handle);
    await expectNoSeriousFindings(page, 'the profile page with the handle saved');

    // Piet finds her by her last name, typed in lower case: a name, not an e-mail address.
    await open(page, finder.token, 'friends', 'Friends');
    await expect(page.getByRole('region', { name: 'How friends find you' })).toBeVisible();
    await searchFor(page, surname.toLowerCase());
    const results = page.getByRole('list', { name: 'Search results' });
    const row = results.getByRole('listitem', { name: `Search result: Odalys ${surname[0]}.` });
    await expect(row).toContainText(`@${handle}`);
    await expect(results).not.toContainText(surname);
    await expect(page.locator('body')).not.toContainText(odalys.email);
    await expectNoSeriousFindings(page, 'the friends page with a search result');

    await row.getByRole('button', { name: 'Add friend' }).click();
    await expect(page.getByRole('status')).toHaveText('Friend request successfully sent.');
    await expect(row).toContainText('Request sent');
    await expect(results.getByRole('button', { name: 'Add friend' })).toHaveCount(0);
    const sent = page.getByRole('region', { name: 'Requests you sent' });
    await expect(sent).toContainText(`Odalys ${surname[0]}.`);

    // Searching again, by her handle this time: sent, not "Add friend" again, and no second "sent".
    await searchFor(page, `@${handle}`);
    await expect(row).toContainText('Request sent');
    await expect(results.getByRole('button', { name: 'Add friend' })).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoSeriousFindings(page, 'the friends page with a request sent');

    // Her e-mail address finds nobody: she has not allowed it.
    await searchFor(page, odalys.email);
    await expect(page.getByRole('alert')).toHaveText(
      'User not found! Invite them by using the links below.',
    );

    // Once she hides from searches by name (here on the friends page), nobody finds her so.
    await open(page, odalys.token, 'friends', 'Friends');
    const byName = page.getByLabel('Let members find me by my name and handle');
    await byName.uncheck();
    await expect(byName).not.toBeChecked();
    await expect(byName).toBeEnabled();
    await open(page, finder.token, 'friends', 'Friends');
    await searchFor(page, handle);
    await expect(page.getByRole('alert')).toHaveText(
      'User not found! Invite them by using the links below.',
    );
  },
);

test(
  'the invite e-mail greets without a name: "Hello,", never "Hi ,"',
  PHONE_TOO,
  async ({ page, request }) => {
    const inviter = await member(request, 'Iris', `Inviter${letters(6)}`);
    const address = newPerson('greeted').email;
    await open(page, inviter.token, 'friends', 'Friends');
    const byMail = page.getByRole('form', { name: 'Invite by e-mail' });
    await byMail.getByLabel('Invite by e-mail').fill(address);
    await byMail.getByRole('button', { name: 'Send invite' }).click();
    await expect(byMail.getByRole('status')).toHaveText(`Invite sent to ${address}.`);
    await linkInMail(address, /\/signup\?invite=/);
    const mail = mailsTo(address).join('\n');
    expect(mail).toMatch(/^Hello,\r?$/m);
    expect(mail).not.toMatch(/Hi ,/);
    await expectNoSeriousFindings(page, 'the friends page after an invite');
  },
);
