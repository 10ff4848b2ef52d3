import { expect, test, type Page } from '@playwright/test';
import { scheduleTexts } from '@jetsweat/contract';
import { asMember, classesVia, newMember } from './member-fixtures.ts';
import { easternDay } from './schedule-fixtures.ts';

interface Workout {
  id: number;
  when: string;
  status: string;
  videoId: number | null;
  video: { title: string } | null;
}

test('a member schedules a class for a day and time, and it is on their schedule', async ({
  page,
  request,
}) => {
  const token = await newMember(page, request);
  const [pilates] = await classesVia(request, token, { classType: 'Pilates', pageSize: 1 });
  await page.goto(`/newplatform/items/classes/${pilates!.id}`);
  await page.getByRole('button', { name: 'Schedule this class' }).click();
  const form = page.getByRole('form', { name: 'Schedule this class' });
  // Two days ahead at noon in the browser's time.
  const at = new Date();
  at.setDate(at.getDate() + 2);
  at.setHours(12, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T12:00`;
  await form.getByLabel('When').fill(local);
  const added = page.waitForResponse((r) => r.url().endsWith('/api/workout/add'));
  await form.getByRole('button', { name: 'Schedule' }).click();
  expect((await added).status()).toBe(201);
  await expect(form.getByRole('status')).toContainText('Scheduled for');
  await expect(form.getByRole('link', { name: 'See what is coming up' })).toBeVisible();

  const day = easternDay(at.toISOString());
  const workouts = await asMember<Workout[]>(request, token, 'POST', '/api/workout/dailyWorkout', {
    date: day,
  });
  expect(workouts).toHaveLength(1);
  expect(workouts[0]).toMatchObject({ status: 'scheduled', videoId: pilates!.id });
  expect(Date.parse(workouts[0]!.when)).toBe(at.getTime());

  // The dashboard's coming week shows it.
  await page.goto('/newplatform/dashboard');
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await expect(comingUp.getByRole('link', { name: pilates!.title })).toHaveAttribute(
    'href',
    `/newplatform/items/classes/${pilates!.id}`,
  );
});

test('a member schedules a whole program, week by week from the day they choose', async ({
  page,
  request,
}) => {
  const token = await newMember(page, request);
  const [program] = await asMember<{ id: number; title: string; classCount: number }[]>(
    request,
    token,
    'GET',
    '/api/video/programs',
  );
  const detail = await asMember<{ schedule: { week: number; classes: { id: number }[] }[] }>(
    request,
    token,
    'GET',
    `/api/video/programs/${program!.id}`,
  );
  await page.goto('/newplatform/programs');
  await page.getByRole('link', { name: program!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: program!.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${program!.title} \\|`));

  const start = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  const startDay = start.toISOString().slice(0, 10);
  const form = page.getByRole('form', { name: 'Schedule this program' });
  await form.getByLabel('Start on').fill(startDay);
  await form.getByLabel('at').fill('13:00');
  await form.getByRole('button', { name: 'Schedule this program' }).click();
  await expect(form.getByRole('status')).toHaveText(
    new RegExp(`All ${program!.classCount} classes are on your schedule`),
  );

  // The first class is on the first day, at the time chosen, as part of the program.
  const firstDay = await asMember<(Workout & { programId: number | null })[]>(
    request,
    token,
    'POST',
    '/api/workout/dailyWorkout',
    { date: easternDay(new Date(`${startDay}T13:00`).toISOString()) },
  );
  expect(firstDay).toHaveLength(1);
  expect(firstDay[0]).toMatchObject({
    programId: program!.id,
    videoId: detail.schedule[0]!.classes[0]!.id,
    status: 'scheduled',
  });
  expect(Date.parse(firstDay[0]!.when)).toBe(new Date(`${startDay}T13:00`).getTime());
});

/** Counts the calls that would put a workout on the schedule. */
function countAdds(page: Page): () => number {
  let adds = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/workout/add')) adds += 1;
  });
  return () => adds;
}

test('a time in the past or no time at all is refused in the forms, and nothing is sent', async ({
  page,
  request,
}) => {
  const token = await newMember(page, request);
  const adds = countAdds(page);
  const [pilates] = await classesVia(request, token, { classType: 'Pilates', pageSize: 1 });
  await page.goto(`/newplatform/items/classes/${pilates!.id}`);
  await page.getByRole('button', { name: 'Schedule this class' }).click();
  const classForm = page.getByRole('form', { name: 'Schedule this class' });
  const when = classForm.getByLabel('When');
  await when.fill('2020-01-06T07:00');
  await classForm.getByRole('button', { name: 'Schedule' }).click();
  await expect(classForm.getByRole('alert')).toHaveText(scheduleTexts.whenOutOfWindow);
  await expect(when).toHaveAttribute('aria-invalid', 'true');
  await expect(when).toBeFocused();
  await when.fill('');
  await classForm.getByRole('button', { name: 'Schedule' }).click();
  await expect(classForm.getByRole('alert')).toHaveText(scheduleTexts.chooseWhen);

  const [program] = await asMember<{ id: number }[]>(request, token, 'GET', '/api/video/programs');
  await page.goto(`/newplatform/programs/${program!.id}`);
  const programForm = page.getByRole('form', { name: 'Schedule this program' });
  await programForm.getByLabel('Start on').fill('2020-01-06');
  await programForm.getByRole('button', { name: 'Schedule this program' }).click();
  await expect(programForm.getByRole('alert')).toHaveText(scheduleTexts.whenOutOfWindow);
  await expect(programForm.getByLabel('Start on')).toBeFocused();
  await programForm.getByLabel('at').fill('');
  await programForm.getByRole('button', { name: 'Schedule this program' }).click();
  await expect(programForm.getByLabel('at')).toHaveAttribute('aria-invalid', 'true');
  await expect(programForm.getByRole('alert')).toHaveText(scheduleTexts.chooseTime);
  expect(adds()).toBe(0);
  const { workouts } = await asMember<{ workouts: Workout[] }>(
    request,
    token,
    'POST',
    '/api/workout/myWorkout',
    {},
  );
  expect(workouts).toEqual([]);
});
