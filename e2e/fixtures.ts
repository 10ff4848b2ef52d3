import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from './playwright.config.ts';

export const origin = `http://localhost:${E2E_PORT}`;
/** A white-label studio's own site: every *.localhost name reaches this machine. */
export const studioOrigin = (shortName: string) => `http://${shortName}.localhost:${E2E_PORT}`;

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export function newPerson(prefix = 'e2e'): Person {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    email: `${prefix}-${id}@example.com`,
    firstName: 'Jordan',
    lastName: 'Rivera',
    password: 'sweat-every-day',
  };
}

/** Creates an account through the API and answers its session token. */
export async function registerViaApi(
  request: APIRequestContext,
  person: Person,
  studio = '',
): Promise<string> {
  const url = studio ? `${origin}/api/user/register/${studio}` : `${origin}/api/user/register`;
  const res = await request.post(url, { data: { userInfo: person } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).content.authToken as string;
}

/**
 * Logs the page in by storing the session the way the web app does; the page the test opens next
 * starts signed in. The storage is reached from the site's icon, a file of the same origin: a page
 * of the app would boot the whole app only to be left at once (95 times a run).
 */
export async function loginInBrowser(page: Page, token: string, at = origin): Promise<void> {
  await page.goto(`${at}/favicon.svg`);
  await page.evaluate(
    (t) => localStorage.setItem('jetsweat.session', JSON.stringify({ token: t, user: null })),
    token,
  );
}

/** The server's stored view of a person (what a later page would load). */
export async function me(request: APIRequestContext, token: string) {
  const res = await request.get(`${origin}/api/user/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status(), body: await res.json() };
}

/** Raw text of every e-mail the server wrote to its outbox for this address, oldest first. */
export function mailsTo(address: string): string[] {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
}

/** Waits for a mail to arrive and answers the first link in it that matches. */
export async function linkInMail(address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const text = mailsTo(address)
        .join('\n')
        .replace(/=\r?\n/g, '');
      link = text.match(pattern)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Opens the confirmation link mailed at sign-up, as its owner would (through the API): until
 * then the address gets no mail but that link and password resets.
 */
export async function confirmAddress(request: APIRequestContext, address: string): Promise<void> {
  const link = await linkInMail(address, /https?:\/\/\S+\/confirm-email\/[A-Za-z0-9_-]+/);
  const token = link.split('/confirm-email/')[1];
  const res = await request.post(`${origin}/api/user/confirm-email`, { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Fills the sign-up page's form (spec 2.2) for this person and submits it. */
export async function submitSignupForm(page: Page, person: Person): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: "LET'S WORK OUT!" }).click();
}
