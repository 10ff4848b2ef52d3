import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { subscribeViaApi } from './billing-kit.ts';
import { loginInBrowser, newPerson, origin, registerViaApi } from './fixtures.ts';

/** A new subscriber of their own, signed in on the page; answers their session token. */
export async function newMember(page: Page, request: APIRequestContext): Promise<string> {
  const token = await registerViaApi(request, newPerson('member'));
  await subscribeViaApi(request, token);
  await loginInBrowser(page, token);
  return token;
}

/** Calls the API as the member and answers the envelope's content (expecting success). */
export async function asMember<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()).content as T;
}

/** The library's classes for a filter body, as the server answers them. */
export const classesVia = (request: APIRequestContext, token: string, body: object = {}) =>
  asMember<{ id: number; title: string; classType: string; level: string }[]>(
    request,
    token,
    'POST',
    '/api/video/videos',
    body,
  );

/** The page's class player. */
export const playerOf = (page: Page) => page.locator('video.player__video');

/** Opens a class's page and waits for its player to have read the stream. */
export async function openClass(page: Page, id: number, title: string): Promise<void> {
  await page.goto(`/newplatform/items/classes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect
    .poll(() => playerOf(page).evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);
}

/**
 * The seek one press started, read by the page: the player's position when the press came in
 * and the target of the seek. Reading the position from the test before and after would also
 * count the playing in between, which on a busy machine is seconds.
 */
export async function seekStartedBy(
  page: Page,
  press: () => Promise<unknown>,
): Promise<{ from: number; to: number }> {
  type Jump = { from?: number; to?: number };
  await playerOf(page).evaluate((v: HTMLVideoElement) => {
    const jump: Jump = {};
    (window as unknown as { jump: Jump }).jump = jump;
    const from = () => (jump.from ??= v.currentTime);
    // The window's capture phase comes before any handler of the page's own.
    window.addEventListener('click', from, { capture: true, once: true });
    window.addEventListener('keydown', from, { capture: true, once: true });
    v.addEventListener('seeking', () => (jump.to ??= v.currentTime), { once: true });
  });
  await press();
  const jump = () => page.evaluate(() => (window as unknown as { jump: Jump }).jump);
  await expect.poll(async () => (await jump()).to).toBeDefined();
  const { from, to } = await jump();
  return { from: from!, to: to! };
}

/** Plays the class muted (browsers let pages start muted video without a click). */
export async function play(page: Page): Promise<void> {
  await playerOf(page).evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) {
      await new Promise((loaded) => v.addEventListener('loadedmetadata', loaded, { once: true }));
    }
    v.muted = true;
    await v.play();
  });
}

/** Where the player is in the class, in seconds. */
export const positionOf = (page: Page) =>
  playerOf(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** The titles of the class cards in a list, in order. */
export const cardTitles = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list, exact: true })
    .locator('.class-card__title')
    .allTextContents();
