import { expect, test } from '@playwright/test';
import { videoTexts } from '../packages/contract/src/videos-texts.ts';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { asMember, cardTitles, newMember } from './member-fixtures.ts';

interface Listed {
  id: number;
  title: string;
  instructor: string;
}

/** What the library's filtered view asks for by default, plus `extra`. */
const defaultsAnd = (extra: object) => ({
  timeLength: { min: 0, max: 90 },
  calorieBurn: { min: 0, max: 800 },
  sort: { recommended: true },
  ...extra,
});

for (const width of [1280, 390]) {
  test(`at ${width} px a search with a typo finds the class, survives a reload, and the instructor filter narrows the list`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const token = await newMember(page, request);
    const library = await asMember<Listed[]>(request, token, 'POST', '/api/video/videos', {
      pageSize: 100,
    });
    const target = library.find(
      (c) => c.title.length >= 8 && library.filter((o) => o.title === c.title).length === 1,
    )!;
    const at = Math.floor(target.title.length / 2);
    const typo = `${target.title.slice(0, at)}${target.title[at] === 'x' ? 'q' : 'x'}${target.title.slice(at + 1)}`;

    await page.goto('/newplatform/items/classes');
    const box = page.getByRole('searchbox', { name: 'Search classes' });
    await box.fill(typo);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect.poll(async () => (await cardTitles(page, 'Classes'))[0]).toBe(target.title);
    await expectNoSeriousFindings(page, `search results at ${width} px`);

    // The search is in the address: a reload asks again and shows the same list.
    await page.reload();
    await expect(box).toHaveValue(typo);
    await expect.poll(async () => (await cardTitles(page, 'Classes'))[0]).toBe(target.title);

    // Without the search, the instructor filter alone narrows the list to that instructor.
    await box.fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    if (await toggle.isVisible()) await toggle.click();
    await page.locator('summary', { hasText: 'Instructor' }).click();
    await page.getByRole('checkbox', { name: target.instructor, exact: true }).check();
    await expect(page).toHaveURL(/[?&]instructor=/);
    const theirs = await asMember<Listed[]>(
      request,
      token,
      'POST',
      '/api/video/videos',
      defaultsAnd({ instructor: [target.instructor] }),
    );
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan(library.length);
    expect(theirs.every((c) => c.instructor === target.instructor)).toBe(true);
    await expect.poll(() => cardTitles(page, 'Classes')).toEqual(theirs.map((c) => c.title));
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px a search of symbols alone says to use letters, and one that finds nothing says so`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await newMember(page, request);
    await page.goto('/newplatform/items/classes');
    const box = page.getByRole('searchbox', { name: 'Search classes' });
    await box.fill('%.*((');
    await expect(page.getByRole('alert')).toHaveText(videoTexts.searchNoWords);
    await expectNoSeriousFindings(page, `a search of symbols at ${width} px`);

    await box.fill('zzqqxxyy');
    await expect(page.getByRole('alert')).toBeHidden();
    await expect.poll(() => cardTitles(page, 'Classes')).toEqual([]);
    await expectNoSeriousFindings(page, `a search that finds nothing at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
