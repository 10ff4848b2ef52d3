import { expect, test } from '@playwright/test';
import { accountTexts } from '../packages/contract/src/accounts-texts.ts';
import { me, newPerson, registerViaApi } from './fixtures.ts';

test.describe('sign-up and login modals', () => {
  test('the sign-up modal validates, creates the account and logs in', async ({
    page,
    request,
  }) => {
    const person = newPerson('modal');
    await page.goto('/test');
    await page.getByRole('button', { name: 'Open sign-up modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your free account' });
    await expect(dialog).toBeVisible();
    // Overlay and colour as specified.
    await expect(page.getByTestId('modal-overlay')).toHaveCSS('z-index', '10000');
    await expect(dialog.locator('.modal__head')).toHaveCSS(
      'background-color',
      'rgb(154, 200, 185)',
    );

    // An empty e-mail does not warn in the modal; one without '@' does.
    await dialog.getByLabel('Email address').focus();
    await dialog.getByLabel('Email address').blur();
    await expect(dialog.getByText(accountTexts.invalidEmail)).toBeHidden();
    await dialog.getByLabel('Email address').fill('no-at-sign');
    await dialog.getByLabel('Email address').blur();
    await expect(dialog.getByText(accountTexts.invalidEmail)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create My Account' })).toBeDisabled();
    await dialog.getByLabel('Email address').fill(person.email);
    await dialog.getByLabel('First name').fill(person.firstName);
    await dialog.getByLabel('Last name').fill(person.lastName);
    await dialog.getByLabel('Password', { exact: true }).fill(person.password);
    await dialog.getByLabel('Re-enter password').fill('different');
    await expect(dialog.getByText(accountTexts.passwordMismatch)).toBeVisible();
    await dialog.getByLabel('Re-enter password').fill(person.password);
    await dialog.getByRole('button', { name: 'Create My Account' }).click();

    await expect(page).toHaveURL(/\/account$/);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('jetsweat.session')!).token as string,
    );
    expect((await me(request, token)).body.content.email).toBe(person.email);
  });

  test("'Already have an account? Sign in' swaps to the login modal, which logs in", async ({
    page,
    request,
  }) => {
    const person = newPerson('modal');
    await registerViaApi(request, person);
    await page.goto('/test');
    await page.getByRole('button', { name: 'Open sign-up modal' }).click();
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your free account' })).toBeHidden();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toContainText(
      'To access live classes, you must be logged into your JetSweat account.',
    );
    await expect(login.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await login.getByLabel('Email', { exact: true }).fill(person.email);
    await login.getByLabel('Password', { exact: true }).fill('wrong-password');
    await login.getByRole('button', { name: 'LOG IN' }).click();
    await expect(login.getByRole('alert')).toHaveText(accountTexts.badCredentials);
    await login.getByLabel('Password', { exact: true }).fill(person.password);
    await login.getByRole('button', { name: 'LOG IN' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('the shared modal closes on the overlay and the X, unless closing is prevented', async ({
    page,
  }) => {
    await page.goto('/test');
    await page.getByRole('button', { name: 'Open plain modal' }).click();
    await expect(page.getByRole('dialog', { name: 'A plain modal' })).toContainText(
      'With a subtitle',
    );
    await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Open plain modal' }).click();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Open modal without close' }).click();
    await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'A modal that stays' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test("the shared modal is the browser's modal dialog: focus stays in, the page behind is inert, Escape closes, focus goes back", async ({
    page,
  }) => {
    await page.goto('/test');
    const opener = page.getByRole('button', { name: 'Open login modal' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await dialog.evaluate((d) => d.matches('dialog:modal'))).toBe(true);

    // Tabbing through every control and round again never reaches the page behind (past the
    // last control the browser's own bar may take focus, as with any modal dialog).
    const controls = await dialog.locator('input, button, a').count();
    const placesVisited = new Set<string>();
    for (let i = 0; i < controls + 3; i++) {
      await page.keyboard.press('Tab');
      placesVisited.add(
        await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return active.closest('dialog') ? 'dialog' : 'page behind';
        }),
      );
    }
    expect(placesVisited.has('dialog')).toBe(true);
    expect(placesVisited.has('page behind')).toBe(false);
    // What is behind cannot even take focus.
    const behindTakesFocus = await page.evaluate(() => {
      const other = [...document.querySelectorAll('main > div button')].find(
        (b) => b.textContent === 'Open plain modal',
      ) as HTMLButtonElement;
      other.focus();
      return document.activeElement === other;
    });
    expect(behindTakesFocus).toBe(false);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The no-action variant stays through repeated Escapes (browsers close a dialog on a second
    // Escape unless the key itself is stopped).
    await page.getByRole('button', { name: 'Open modal without close' }).click();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'A modal that stays' })).toBeVisible();
  });
});
