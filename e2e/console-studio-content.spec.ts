import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { loginInBrowser, origin } from './fixtures.ts';
import { login } from './live-room-kit.ts';

// The studio console's page sections (issue 25, point 2): a studio admin adds an instructor with
// a photo, ticks a class type, and sees both on the public studio page, at 360 px, by keyboard.
const ADMIN = 'admin.brookspilates@jetsweat.example';
const BROOKS = 418;
const api = (rest: string) => `${origin}/api/console/studios/${BROOKS}/${rest}`;
/** An 8×8 PNG: the server resizes it, so its size does not matter. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNYZRyKFTEMLQkA+btMgeqFa2YAAAAASUVORK5CYII=',
  'base64',
);

async function content(request: APIRequestContext, token: string) {
  const res = await request.get(api('content'), { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).content as {
    details: Record<string, unknown>;
    instructors: { id: number; name: string; imageUrl: string }[];
  };
}

async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test.use({ viewport: { width: 360, height: 800 } });
// Both tests change the same demo studio's instructors and upload the same photo (one stored
// file, named by its content): side by side, one's clean-up would undo the other's steps.
test.describe.configure({ mode: 'serial' });

test('a studio admin adds an instructor with a photo and a class type, and sees them on the public page', async ({
  page,
  request,
}) => {
  const token = await login(request, ADMIN);
  const auth = { authorization: `Bearer ${token}` };
  const before = await content(request, token);
  const name = `Robin Vale ${Date.now() % 100000}`;
  try {
    await loginInBrowser(page, token);
    await page.goto(`/console/studios/${BROOKS}`);
    await expect(page.getByRole('heading', { name: 'Instructors', level: 2 })).toBeVisible();

    // Added by keyboard only: type, Tab to the bio, Enter on the button.
    const add = page.getByRole('form', { name: 'Add an instructor' });
    await add.getByLabel('Name').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Pilates for runners, slow and strong.');
    await page.keyboard.press('Tab');
    await expect(add.getByRole('button', { name: 'Add instructor' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(add.getByRole('status')).toHaveText(`Added ${name}.`);

    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    // A file that is not an image is refused, whatever its name says.
    const photo = entry.getByLabel(`Photo of ${name}`, { exact: true });
    await photo.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(entry.getByRole('alert')).toHaveText('Please upload a JPEG, PNG or WebP image.');
    await photo.setInputFiles({ name: 'robin.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(entry.getByRole('status')).toHaveText('Image saved. The studio page shows it.');
    await expect(
      entry.getByRole('img', { name: `Current photo of ${name.toLowerCase()}` }),
    ).toBeVisible();

    // First in the list, moved up by keyboard.
    const count = (await content(request, token)).instructors.length;
    const names = page.getByRole('region', { name: 'Instructors' }).locator('li h3');
    for (let i = 1; i < count; i++) {
      const up = page.getByRole('button', { name: `Move up: ${name}` });
      await expect(up).toBeEnabled();
      await up.focus();
      await page.keyboard.press('Enter');
      // The screen shows the new order before the next move.
      await expect(names.nth(count - 1 - i)).toHaveText(name);
    }
    expect((await content(request, token)).instructors[0]!.name).toBe(name);

    const details = page.getByRole('form', { name: 'Studio details' });
    await details.getByRole('checkbox', { name: 'Yoga', exact: true }).check();
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByRole('status')).toHaveText(
      'Saved. The studio page shows the change.',
    );

    const log = page.getByRole('list', { name: 'Changes, newest first' });
    // Other tests change the same demo studio at the same time: the change is in the log.
    await expect(
      log.getByRole('listitem').filter({ hasText: 'changed the class types' }).first(),
    ).toBeVisible();
    await settled(page);
    await expectNoSeriousFindings(page, "the studio page's console sections");
    await expectNoSidewaysScroll(page);

    const stored = (await content(request, token)).instructors[0]!;
    expect(stored.name).toBe(name);
    expect(stored.imageUrl).toMatch(/^\/media\/studio-images\/418\/[0-9a-f]{32}\.webp$/);
    const served = await request.get(`${origin}${stored.imageUrl}`);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await page.goto('/studios/brookspilates');
    const card = page.locator('.instructor').first();
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', stored.imageUrl);
    await expect(card.locator('.instructor__bio')).toHaveText(
      'Pilates for runners, slow and strong.',
    );
    await expect(page.getByText('Yoga', { exact: true }).first()).toBeVisible();
  } finally {
    const now = await content(request, token);
    for (const i of now.instructors.filter((x) => x.name === name))
      expect((await request.delete(api(`instructors/${i.id}`), { headers: auth })).status()).toBe(
        200,
      );
    const order = before.instructors.map((i) => i.id);
    expect(
      (
        await request.put(api('instructors/order'), { headers: auth, data: { ids: order } })
      ).status(),
    ).toBe(200);
    expect(
      (await request.put(api('details'), { headers: auth, data: before.details })).status(),
    ).toBe(200);
  }
});

test('a studio admin removes an instructor’s photo by keyboard: the file goes and the log says so', async ({
  page,
  request,
}) => {
  const token = await login(request, ADMIN);
  const auth = { authorization: `Bearer ${token}` };
  const name = `Sam Reyes ${Date.now() % 100000}`;
  const added = await request.post(api('instructors'), {
    headers: auth,
    data: { name, bio: 'Reformer basics.' },
  });
  const { id } = (await added.json()).content as { id: number };
  try {
    const up = await request.put(api(`instructors/${id}/photo`), {
      headers: { ...auth, 'content-type': 'image/png' },
      data: PHOTO,
    });
    const { url } = (await up.json()).content as { url: string };
    await loginInBrowser(page, token);
    await page.goto(`/console/studios/${BROOKS}`);
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    const photo = entry.getByLabel(`Photo of ${name}`, { exact: true });
    await expect(
      entry.getByRole('img', { name: `Current photo of ${name.toLowerCase()}` }),
    ).toBeVisible();
    await photo.focus();
    await page.keyboard.press('Tab');
    await expect(
      entry.getByRole('button', { name: `Remove image: Photo of ${name}` }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(entry.getByRole('status')).toHaveText(
      'Image removed. The studio page no longer shows it.',
    );
    await expect(entry.getByText('No image yet.')).toBeVisible();
    await expect(entry.getByRole('button', { name: /^Remove image/ })).toHaveCount(0);
    await expect(photo).toBeFocused();
    const log = page.getByRole('list', { name: 'Changes, newest first' });
    // Other tests change the same demo studio at the same time: the change is in the log.
    await expect(
      log.getByRole('listitem').filter({ hasText: 'removed an instructor’s photo' }).first(),
    ).toBeVisible();
    await settled(page);
    await expectNoSeriousFindings(page, 'the console after removing a photo');
    await expectNoSidewaysScroll(page);
    expect((await content(request, token)).instructors.find((i) => i.id === id)?.imageUrl).toBe('');
    expect((await request.get(`${origin}${url}`)).status()).toBe(404);
  } finally {
    expect((await request.delete(api(`instructors/${id}`), { headers: auth })).status()).toBe(200);
  }
});
