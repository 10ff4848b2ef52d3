import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  linkInMail,
  loginInBrowser,
  newPerson,
  origin,
  registerViaApi,
  submitSignupForm,
  type Person,
} from './fixtures.ts';

const friendsPage = `${origin}/newplatform/friends`;

/** A new member through the API, with a first name of their own to find them by. */
async function member(request: APIRequestContext, firstName: string) {
  const person: Person = { ...newPerson('friends'), firstName };
  const token = await registerViaApi(request, person);
  const res = await request.get(`${origin}/api/user/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const id = (await res.json()).content.id as number;
  // Found by e-mail address in these tests, which a member allows on their profile (off by default).
  await request.put(`${origin}/api/user/friends/profile`, {
    headers: { authorization: `Bearer ${token}` },
    data: { findableByEmail: true },
  });
  return { ...person, token, id };
}

async function openFriends(page: Page, token: string) {
  await loginInBrowser(page, token);
  await page.goto(friendsPage);
  await expect(page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
}

test.describe('friends', () => {
  test('search, send, accept, decline and remove', async ({ page, request }) => {
    const ana = await member(request, 'Ana');
    const ben = await member(request, 'Ben');
    const cleo = await member(request, 'Cleo');
    // Cleo finds Ana by her address and asks her; Ana will decline.
    const cleoAuth = { authorization: `Bearer ${cleo.token}` };
    const found = await request.post(`${origin}/api/user/friends/search`, {
      headers: cleoAuth,
      data: { email: ana.email },
    });
    // A stranger's answer: a display name and an opaque id, not Ana's user id or whole name.
    const { content } = await found.json();
    expect(content).toEqual({
      friendId: expect.any(String),
      displayName: 'Ana R.',
      photoUrl: null,
      handle: null,
      relation: 'none',
    });
    expect(content.friendId).not.toBe(String(ana.id));
    const asked = await request.post(`${origin}/api/user/friends`, {
      headers: cleoAuth,
      data: { friendId: content.friendId },
    });
    expect(asked.status()).toBe(201);
    // Her user id alone asks nobody.
    const byId = await request.post(`${origin}/api/user/friends`, {
      headers: { authorization: `Bearer ${ben.token}` },
      data: { friendId: ana.id },
    });
    expect(byId.status()).toBe(404);

    await openFriends(page, ana.token);
    const search = page.getByRole('form', { name: 'Find a friend' });
    await search
      .getByLabel('Name, @handle or e-mail address')
      .fill(`nobody-${Date.now()}@example.com`);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'User not found! Invite them by using the links below.',
    );
    await expect(page.getByRole('form', { name: 'Invite by e-mail' })).toBeVisible();

    await search.getByLabel('Name, @handle or e-mail address').fill(ben.email);
    await search.getByRole('button', { name: 'Search' }).click();
    const result = page.getByRole('listitem', { name: 'Search result: Ben R.' });
    // Ben is a stranger to Ana until he accepts: his first name and initial.
    await expect(result).toHaveText(/^Ben R\.\s*Add friend$/);
    await result.getByRole('button', { name: 'Add friend' }).click();
    await expect(page.getByRole('status')).toHaveText('Friend request successfully sent.');
    // The row now says so, with no second "Add friend".
    await expect(result).toHaveText(/^Ben R\.\s*Request sent$/);
    const sent = page.getByRole('region', { name: 'Requests you sent' });
    await expect(sent).toContainText('Ben R.');
    await expect(sent).not.toContainText('Rivera');

    const incoming = page.getByRole('region', { name: 'Requests to you' });
    await expect(incoming).toContainText('Cleo Rivera');
    await incoming.getByRole('button', { name: 'Decline Cleo Rivera' }).click();
    await expect(incoming).toContainText('No requests waiting.');

    // Ben accepts.
    await openFriends(page, ben.token);
    const bensRequests = page.getByRole('region', { name: 'Requests to you' });
    await bensRequests.getByRole('button', { name: 'Accept Ana Rivera' }).click();
    const bensFriends = page.getByRole('region', { name: 'Your friends' });
    await expect(bensFriends).toContainText('Ana Rivera');

    // Ana removes Ben, after saying yes.
    await openFriends(page, ana.token);
    const friends = page.getByRole('region', { name: 'Your friends' });
    await friends.getByRole('button', { name: 'Remove Ben Rivera' }).click();
    await friends.getByRole('button', { name: 'Keep' }).click();
    await expect(friends).toContainText('Ben Rivera');
    await friends.getByRole('button', { name: 'Remove Ben Rivera' }).click();
    await friends.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(friends).toContainText('No friends yet');
  });

  test('signing up through an invite link makes the two friends', async ({ browser, request }) => {
    const iris = await member(request, 'Iris');
    const invitee = { ...newPerson('invitee'), firstName: 'Noah' };
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await openFriends(page, iris.token);
    const byMail = page.getByRole('form', { name: 'Invite by e-mail' });
    await byMail.getByLabel('Invite by e-mail').fill(invitee.email);
    await byMail.getByRole('button', { name: 'Send invite' }).click();
    await expect(byMail.getByRole('status')).toHaveText(`Invite sent to ${invitee.email}.`);
    // The page fits a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // Quoted-printable mail writes the link's '=' as '=3D'.
    const link = (
      await linkInMail(invitee.email, /https?:\/\/\S+\/signup\?invite=(3D)?[A-Za-z0-9_-]+/)
    ).replace('invite=3D', 'invite=');
    const newcomer = await browser.newPage();
    await newcomer.goto(link.replace(/^https?:\/\/[^/]+/, origin));
    await submitSignupForm(newcomer, invitee);
    await expect(
      newcomer.getByText('You are now friends with the person who invited you.'),
    ).toBeVisible();
    await expect(newcomer).toHaveURL(/\/newplatform\/friends$/);
    await expect(newcomer.getByRole('region', { name: 'Your friends' })).toContainText(
      'Iris Rivera',
    );
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your friends' })).toContainText('Noah Rivera');
    await page.close();
    await newcomer.close();
  });
});
