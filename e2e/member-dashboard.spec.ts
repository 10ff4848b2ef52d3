import { expect, test } from '@playwright/test';
import { asMember, cardTitles, classesVia, newMember } from './member-fixtures.ts';

test('on the dashboard a member favourites a class type and a studio, and opens a type', async ({
  page,
  request,
}) => {
  const token = await newMember(page, request);
  await page.goto('/newplatform/dashboard');
  await expect(page).toHaveTitle(/^Dashboard \|/);
  for (const section of ["Today's workout", 'Coming up', 'Your totals', 'Recommended programs'])
    await expect(page.getByRole('heading', { name: section })).toBeVisible();

  const types = page.getByRole('region', { name: 'Class types' });
  await types.getByRole('button', { name: 'Favourite Barre' }).click();
  await expect(types.getByRole('button', { name: 'Favourite Barre' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () =>
      (
        await asMember<{ classId: string }[]>(
          request,
          token,
          'GET',
          '/api/favoriteClasses/myFavoriteClasses',
        )
      ).map((f) => f.classId),
    )
    .toEqual(['Barre']);

  const studios = page.getByRole('region', { name: 'Studios' });
  const firstStudio = studios.getByRole('button', { name: /^Favourite / }).first();
  const studioName = (await firstStudio.getAttribute('aria-label'))!.replace('Favourite ', '');
  await firstStudio.click();
  await expect(studios.getByRole('button', { name: `Favourite ${studioName}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () =>
      (
        await asMember<{ studioName: string }[]>(
          request,
          token,
          'GET',
          '/api/favoriteStudios/myFavoriteStudios',
        )
      ).map((f) => f.studioName),
    )
    .toEqual([studioName]);

  // A class type opens the library filtered to it.
  await types.getByRole('link', { name: 'Barre', exact: true }).click();
  await expect(page).toHaveURL(/\/newplatform\/items\/classes\?classType=Barre$/);
  const barre = await classesVia(request, token, {
    classType: 'Barre',
    timeLength: { min: 0, max: 90 },
    calorieBurn: { min: 0, max: 800 },
    sort: { recommended: true },
  });
  await expect.poll(() => cardTitles(page, 'Classes')).toEqual(barre.map((c) => c.title));
});
