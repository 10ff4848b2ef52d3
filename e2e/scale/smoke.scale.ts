// The product as several instances behind a load balancer (scripts/scale/run-smoke.mjs): what
// one instance did, the other knows, and two instances racing for one seat book it once.
import { expect, test } from '@playwright/test';
import { scheduleTexts } from '@jetsweat/contract';
import { call, instanceIds, newPerson, onEveryInstance, subscribe } from './balancer.ts';

test('the balancer sends requests to every instance in turn', async ({ request }) => {
  const answers = [];
  for (let i = 0; i < 4 * instanceIds.length; i++)
    answers.push(await call(request, 'GET', '/readyz'));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  // Round robin: each instance answered a fair share, and no instance twice in a row.
  for (const id of instanceIds) expect(answers.filter((a) => a.instance === id)).toHaveLength(4);
  for (let i = 1; i < answers.length; i++)
    expect(answers[i]!.instance).not.toBe(answers[i - 1]!.instance);
});

test('signs up and logs in on one instance, and is known on the other', async ({ request }) => {
  const person = newPerson();
  const signUp = await call(request, 'POST', '/api/user/register', { data: { userInfo: person } });
  expect(signUp.status).toBe(201);
  const signUpToken = signUp.body.content.authToken as string;
  for (const [, me] of await onEveryInstance(() =>
    call(request, 'GET', '/api/user/me', { token: signUpToken }),
  )) {
    expect(me.status).toBe(200);
    expect(me.body.content.email).toBe(person.email);
  }

  const login = await call(request, 'POST', '/api/user/login', {
    data: { email: person.email, password: person.password },
  });
  expect(login.status).toBe(200);
  const token = login.body.content.authToken as string;
  const seen = await onEveryInstance(() => call(request, 'GET', '/api/user/me', { token }));
  // The session one instance opened works on the other.
  const other = [...seen.values()].find((a) => a.instance !== login.instance)!;
  expect(other.status).toBe(200);
  expect(other.body.content.email).toBe(person.email);

  // Logged out on one instance, the session is gone on all of them.
  const logout = await call(request, 'POST', '/api/user/logout', { token });
  expect(logout.status).toBe(200);
  for (const [, me] of await onEveryInstance(() => call(request, 'GET', '/api/user/me', { token })))
    expect(me.status).toBe(401);
});

test('subscribes on one instance and is a subscriber on the other', async ({ request }) => {
  const signUp = await call(request, 'POST', '/api/user/register', {
    data: { userInfo: newPerson() },
  });
  const token = signUp.body.content.authToken as string;
  const subscribed = await subscribe(request, token);
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
  for (const [, answer] of await onEveryInstance(() =>
    call(request, 'GET', '/api/user/subscription', { token }),
  )) {
    expect(answer.status).toBe(200);
    expect(answer.body.content).toMatchObject({ active: true, packageId: 'jetsweat_monthly' });
  }
});

test('two subscribers booking the last seat on two instances at once: one booking', async ({
  request,
}) => {
  const classId = Number(process.env.SCALE_LAST_SEAT_CLASS_ID);
  expect(classId, 'SCALE_LAST_SEAT_CLASS_ID names the one-seat class').toBeGreaterThan(0);
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const signUp = await call(request, 'POST', '/api/user/register', {
      data: { userInfo: newPerson() },
    });
    const token = signUp.body.content.authToken as string;
    expect((await subscribe(request, token)).status).toBe(200);
    tokens.push(token);
  }
  const before = await call(request, 'GET', `/api/liveclass/upcoming/${classId}`, {
    token: tokens[0],
  });
  expect(before.body.content.seatsLeft).toBe(1);

  const book = (token: string) =>
    call(request, 'POST', '/api/workout/add', { token, data: { liveClassId: classId } });
  const answers = await Promise.all(tokens.map(book));
  // Round robin sent the two at-once requests to two different instances.
  expect(new Set(answers.map((a) => a.instance)).size).toBe(2);
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  expect(answers.find((a) => a.status === 409)!.body.content).toBe(scheduleTexts.classFull);

  for (const [, after] of await onEveryInstance(() =>
    call(request, 'GET', `/api/liveclass/upcoming/${classId}`, { token: tokens[1] }),
  ))
    expect(after.body.content.seatsLeft).toBe(0);
  const winner = tokens[answers.findIndex((a) => a.status === 201)]!;
  const loser = tokens[answers.findIndex((a) => a.status === 409)]!;
  const bookedClasses = async (token: string) =>
    (
      (await call(request, 'GET', '/api/liveclass/purchased', { token })).body.content
        .purchased as { id: number; booking: { paidWith: string } }[]
    ).filter((c) => c.id === classId);
  expect(await bookedClasses(winner)).toMatchObject([
    { id: classId, booking: { paidWith: 'subscription' } },
  ]);
  expect(await bookedClasses(loser)).toEqual([]);
});
