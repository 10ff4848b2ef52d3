import { expect, type APIRequestContext } from '@playwright/test';

/** The instances behind the balancer, as the scale script named them (INSTANCE_ID). */
export const instanceIds = (process.env.SCALE_INSTANCES ?? 'app-1,app-2').split(',');

export interface Answer {
  status: number;
  body: { status: number; content: any };
  /** Which instance answered (its X-Instance header). */
  instance: string;
}

/** One API call through the balancer, with the name of the instance that answered. */
export async function call(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { token?: string; data?: unknown } = {},
): Promise<Answer> {
  const res = await request.fetch(url, {
    method,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.data === undefined ? {} : { data: opts.data }),
  });
  const instance = res.headers()['x-instance'];
  expect(instance, `${method} ${url} answered without X-Instance`).toBeTruthy();
  return { status: res.status(), body: await res.json(), instance: instance! };
}

/**
 * Repeats `make` until each instance has answered once (round robin alternates them), and answers
 * the answers by instance.
 */
export async function onEveryInstance(make: () => Promise<Answer>): Promise<Map<string, Answer>> {
  const byInstance = new Map<string, Answer>();
  for (let i = 0; i < 10 * instanceIds.length && byInstance.size < instanceIds.length; i++) {
    const answer = await make();
    if (!byInstance.has(answer.instance)) byInstance.set(answer.instance, answer);
  }
  expect([...byInstance.keys()].sort()).toEqual([...instanceIds].sort());
  return byInstance;
}

let counter = 0;
/** A new person's sign-up details. */
export function newPerson() {
  const id = `${Date.now().toString(36)}-${(counter++).toString(36)}`;
  return {
    email: `scale-${id}@example.com`,
    firstName: 'Sam',
    lastName: 'Scale',
    password: 'sweat-every-day',
  };
}

/** Subscribes the person to the monthly plan with the sandbox's good test card. */
export async function subscribe(request: APIRequestContext, token: string): Promise<Answer> {
  const card = await call(request, 'POST', '/api/sandbox/v1/tokens', {
    data: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(card.status).toBe(200);
  return call(request, 'POST', '/api/user/subscribe', {
    token,
    data: { source: 'website', packageId: 'jetsweat_monthly', token: card.body.content.id },
  });
}
