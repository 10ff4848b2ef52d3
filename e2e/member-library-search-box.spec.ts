// The library's search box (issue 56, point 8) at 1280 and 390 px: a labelled field of a touch's
// size with a magnifier, and a typo search that says what it was taken for.
import { expect, test } from '@playwright/test';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { asMember, cardTitles, newMember } from './member-fixtures.ts';
import { PHONE_TOO } from './phone-too.ts';

interface Listed {
  id: number;
  title: string;
}

test(
  'the search box is a labelled 44 px field, and a typo search says what it showed',
  PHONE_TOO,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await newMember(page, request);
    const library = await asMember<Listed[]>(request, token, 'POST', '/api/video/videos', {
      pageSize: 100,
    });
    // A class with a title of its own whose middle letter is a letter: one letter changed there.
    const middle = (t: string) => t[Math.floor(t.length / 2)]!;
    const target = library.find(
      (c) =>
        c.title.length >= 8 &&
        /[a-z]/i.test(middle(c.title)) &&
        library.filter((o) => o.title === c.title).length === 1,
    )!;
    const at = Math.floor(target.title.length / 2);
    const typo = `${target.title.slice(0, at)}${target.title[at] === 'x' ? 'q' : 'x'}${target.title.slice(at + 1)}`;

    await page.goto('/newplatform/items/classes');
    const box = page.getByRole('searchbox', { name: 'Search classes' });
    await expect(page.getByText('Search classes', { exact: true })).toBeVisible();
    const size = await box.boundingBox();
    expect(size!.height).toBeGreaterThanOrEqual(44);
    await expect(page.locator('.library-search__icon')).toBeVisible();

    await box.fill(typo);
    await expect.poll(async () => (await cardTitles(page, 'Classes'))[0]).toBe(target.title);
    await expect(page.locator('.library-corrected')).toHaveText(
      `Showing results for ${target.title}`,
    );
    // Typed as the class is called, nothing was corrected.
    await box.fill(target.title);
    await expect.poll(async () => (await cardTitles(page, 'Classes'))[0]).toBe(target.title);
    await expect(page.locator('.library-corrected')).toHaveCount(0);
    await box.fill(typo);
    await expect(page.locator('.library-corrected')).toBeVisible();
    await settled(page);
    await expectNoSeriousFindings(page, 'the library with a corrected search');
  },
);
