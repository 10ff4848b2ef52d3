// Reminders before a booked live class (issue 51, item 7): the member chooses when on the profile
// (none, 15 minutes or an hour before), and the reminder e-mail arrives with the join link. That it
// comes once, however many instances and passes run its job, is class-reminders.test.ts's to show:
// here it would cost a minute of waiting on the clock per width. The mail is the same whatever
// the width it was chosen at, so only the desktop run waits for it; at a phone's width the choice
// is made and kept.
import { expect, test } from '@playwright/test';
import { subscribeViaApi } from './billing-kit.ts';
import {
  confirmAddress,
  loginInBrowser,
  mailsTo,
  newPerson,
  origin,
  registerViaApi,
} from './fixtures.ts';
import { bookIncluded, classOfOurOwn } from './live-room-kit.ts';
import { PHONE_TOO } from './phone-too.ts';

test(
  'the member chooses 15 minutes before; the reminder of a class booked comes with its join link',
  PHONE_TOO,
  async ({ page, request }, info) => {
    // The reminder is due about a minute after the booking, and its job runs every minute.
    test.setTimeout(240_000);
    const person = newPerson('reminder');
    const token = await registerViaApi(request, person);
    await confirmAddress(request, person.email);
    await subscribeViaApi(request, token);
    await loginInBrowser(page, token);

    await page.goto('/newplatform/profile');
    const profile = page.getByRole('form', { name: 'Profile' });
    const choice = profile.getByLabel('Live class reminder e-mails');
    await expect(choice).toHaveValue('60');
    await choice.selectOption({ label: '15 minutes before' });
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Your profile is saved.')).toBeVisible();
    const me = await request.get(`${origin}/api/user/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await me.json()).content.liveReminderMinutes).toBe(15);
    await page.reload();
    await expect(choice).toHaveValue('15');
    // The mail does not depend on the width: the desktop run waits for it.
    if (info.project.name === 'phone') return;

    // A class 16 minutes ahead: its reminder is due about a minute after the booking (one made
    // within the 15 minutes has its booking mail, with the same link, and no reminder on top).
    const c = await classOfOurOwn(request, { title: 'Reminded Flow', startsInMinutes: 16 });
    await bookIncluded(request, token, c.id);
    const reminders = () =>
      mailsTo(person.email).filter((m) => m.includes(`Starting soon: ${c.title}`));
    await expect.poll(() => reminders().length, { timeout: 180_000 }).toBe(1);
    const text = reminders()[0]!.replace(/=\r?\n/g, '');
    expect(text).toContain(`/newplatform/live/upcoming/${c.id}`);
  },
);
