import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { workoutTexts } from '@jetsweat/contract';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { asMember, classesVia, newMember } from './member-fixtures.ts';
import { E2E_FAKE_GOOGLE_URL, E2E_FAKE_MICROSOFT_URL } from './playwright.config.ts';

interface Workout {
  id: number;
  when: string;
}

interface FakeEvent {
  start: string;
  workoutId: string | undefined;
}

type Provider = {
  name: string;
  key: 'google' | 'outlook';
  fakeUrl: string;
  events: (r: APIRequestContext) => Promise<FakeEvent[]>;
};

/** The live events in the fake Google, each with the workout id it carries. */
async function googleEvents(request: APIRequestContext): Promise<FakeEvent[]> {
  const res = await request.get(`${E2E_FAKE_GOOGLE_URL}/_fake/events`);
  const events = (await res.json()) as Array<{
    start: { dateTime: string };
    extendedProperties?: { private?: Record<string, string> };
  }>;
  return events.map((e) => ({
    start: e.start.dateTime,
    workoutId: e.extendedProperties?.private?.jetsweatWorkoutId,
  }));
}

/** The events in the fake Microsoft Graph (times in UTC), each with its workout id. */
async function outlookEvents(request: APIRequestContext): Promise<FakeEvent[]> {
  const res = await request.get(`${E2E_FAKE_MICROSOFT_URL}/_fake/events`);
  const events = (await res.json()) as Array<{
    start: { dateTime: string; timeZone: string };
    allowNewTimeProposals: boolean;
    singleValueExtendedProperties?: Array<{ id: string; value: string }>;
  }>;
  return events.map((e) => ({
    start: `${e.start.dateTime}Z`,
    workoutId: e.singleValueExtendedProperties?.find((p) => p.id.endsWith('jetsweatWorkoutId'))
      ?.value,
  }));
}

const providers: Provider[] = [
  { name: 'Google Calendar', key: 'google', fakeUrl: E2E_FAKE_GOOGLE_URL, events: googleEvents },
  { name: 'Outlook', key: 'outlook', fakeUrl: E2E_FAKE_MICROSOFT_URL, events: outlookEvents },
];

const inDays = (days: number, hourUtc: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
};

/** The 'MM-DD-YYYY HH:mm' of an instant in Eastern Time, as the reschedule call reads it. */
const easternWhen = (iso: string) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.month}-${p.day}-${p.year} ${p.hour}:${p.minute}`;
};

async function chooseCalendar(page: Page, name: string) {
  await page.goto('/newplatform/items/calendar');
  await page.getByRole('combobox', { name: 'Calendar' }).selectOption({ label: name });
}

for (const provider of providers) {
  test(`${provider.name}: connect through the consent page, then every change reaches the calendar, and disconnecting removes it all`, async ({
    page,
    request,
  }) => {
    const token = await newMember(page, request);
    const [video] = await classesVia(request, token, { pageSize: 1 });
    const before = await asMember<Workout>(request, token, 'POST', '/api/workout/add', {
      videoId: video!.id,
      when: inDays(3, 15),
    });

    await chooseCalendar(page, provider.name);
    await page.getByRole('button', { name: 'Sync Now' }).click();
    // The fake's consent page, as the provider's would be.
    await expect(
      page.getByRole('heading', { name: /allow JetSweat to use your calendar/ }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Allow' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/newplatform/items/calendar\\?synced=${provider.key}$`),
    );
    await expect(page.getByRole('button', { name: 'Synced ✔' })).toBeVisible({ timeout: 20_000 });
    // The workout planned before connecting was sent on connect.
    await expect
      .poll(async () =>
        (await provider.events(request)).some((e) => e.workoutId === String(before.id)),
      )
      .toBe(true);

    // Scheduling creates the event.
    const w = await asMember<Workout>(request, token, 'POST', '/api/workout/add', {
      videoId: video!.id,
      when: inDays(4, 16),
    });
    const eventOf = async () =>
      (await provider.events(request)).find((e) => e.workoutId === String(w.id));
    await expect.poll(async () => (await eventOf())?.start).toBe(w.when);

    // Rescheduling moves it.
    const moved = inDays(5, 17);
    await asMember(request, token, 'POST', '/api/workout/update', {
      workoutId: w.id,
      when: easternWhen(moved),
    });
    await expect.poll(async () => (await eventOf())?.start).toBe(moved);

    // Deleting removes it.
    await asMember(request, token, 'POST', '/api/workout/delete', { workoutId: w.id });
    await expect.poll(async () => (await eventOf()) === undefined).toBe(true);

    // The member revokes access at the provider: the calendar says so, with the change that
    // waits, and reconnecting sends it.
    await request.post(`${provider.fakeUrl}/_fake/revoke`);
    const waiting = await asMember<Workout>(request, token, 'POST', '/api/workout/add', {
      videoId: video!.id,
      when: inDays(6, 15),
    });
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(
      `${provider.name} needs reconnecting: 1 change waiting.`,
      { timeout: 20_000 },
    );
    await expectNoSeriousFindings(page, `${provider.name} needing reconnection`);
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await page.getByRole('link', { name: 'Allow' }).click();
    await expect(page.getByRole('button', { name: 'Synced ✔' })).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () =>
        (await provider.events(request)).some((e) => e.workoutId === String(waiting.id)),
      )
      .toBe(true);

    // Clicking "Synced ✔" disconnects: every synced event goes, then the grant.
    await page.reload();
    await page.getByRole('combobox', { name: 'Calendar' }).selectOption({ label: provider.name });
    await page.getByRole('button', { name: 'Synced ✔' }).click();
    await expect(page.getByRole('button', { name: 'Sync Now' })).toBeVisible({ timeout: 20_000 });
    const left = (await provider.events(request)).map((e) => e.workoutId);
    expect(left).not.toContain(String(before.id));
    expect(left).not.toContain(String(waiting.id));
  });
}

test('a consent link opened in another browser is refused there, and finishes in its own', async ({
  page,
  browser,
  request,
}) => {
  await newMember(page, request);
  await chooseCalendar(page, 'Google Calendar');
  await page.getByRole('button', { name: 'Sync Now' }).click();
  await expect(
    page.getByRole('heading', { name: /allow JetSweat to use your calendar/ }),
  ).toBeVisible();
  // The link reaches someone else, who opens it in their own browser and allows it.
  const elsewhere = await browser.newContext();
  const victim = await elsewhere.newPage();
  await newMember(victim, request);
  await victim.goto(page.url());
  await victim.getByRole('link', { name: 'Allow' }).click();
  await expect(victim).toHaveURL(
    /\/newplatform\/items\/calendar\?syncFailed=google&reason=browser$/,
  );
  await expect(victim.getByText(workoutTexts.syncOtherBrowser)).toBeVisible();
  await expect(victim.getByRole('button', { name: 'Sync Now' })).toBeVisible();
  await elsewhere.close();
  // The browser that started it still finishes it.
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/newplatform\/items\/calendar\?synced=google$/);
  await expect(page.getByRole('button', { name: 'Synced ✔' })).toBeVisible({ timeout: 20_000 });
});
