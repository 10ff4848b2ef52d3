/**
 * Booking and purchase load through the balancer, as browsers make it: subscribers booking live
 * classes (POST /api/workout/add) and members buying seats by card (intent, sandbox payment,
 * confirmation). A step that fails for want of an instance (no answer, 502, 503, 504) is tried
 * again after a short wait, like a person pressing the button again. Every request is recorded
 * (when, how long, status, which instance), and every booking the server acknowledged.
 */

/** Statuses that mean "not now": the request may be tried again. */
const RETRYABLE = new Set([0, 502, 503, 504]);

export class LoadRecorder {
  requests = [];
  /** Bookings the server answered 2xx for: { userId, classId, via: 'subscription' | 'card' }. */
  acknowledged = [];
  started = Date.now();

  async call(base, method, url, { token, data } = {}) {
    const at = Date.now();
    let status;
    let body;
    let instance = null;
    try {
      const res = await fetch(base + url, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: data === undefined ? undefined : JSON.stringify(data),
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      instance = res.headers.get('x-instance');
      body = await res.json().catch(() => undefined);
    } catch {
      status = 0;
    }
    // `at` is when the answer came (or did not): what a person saw at that moment.
    this.requests.push({
      at: Date.now() - this.started,
      ms: Date.now() - at,
      status,
      instance,
      url,
    });
    return { status, body };
  }

  /** Calls until the answer is not a retryable failure, at most `tries` times. */
  async retrying(base, method, url, opts, tries = 20) {
    let answer;
    for (let i = 0; i < tries; i++) {
      answer = await this.call(base, method, url, opts);
      if (!RETRYABLE.has(answer.status)) return answer;
      await new Promise((r) => setTimeout(r, 250));
    }
    return answer;
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A subscriber booking random classes until `until`. */
export async function bookerLoop(rec, base, member, classIds, until) {
  while (Date.now() < until) {
    const classId = pick(classIds);
    const res = await rec.retrying(base, 'POST', '/api/workout/add', {
      token: member.token,
      data: { liveClassId: classId },
    });
    if (res.status === 201)
      rec.acknowledged.push({ userId: member.id, classId, via: 'subscription' });
  }
}

const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

/** A member buying seats in random paid classes by card until `until`. */
export async function buyerLoop(rec, base, member, classIds, until) {
  while (Date.now() < until) {
    const classId = pick(classIds);
    const order = {
      amount: 1500,
      studioId: member.studioOf(classId),
      liveClassId: classId,
      coupon: null,
    };
    const intent = await rec.retrying(base, 'POST', '/api/liveclass/upcoming/payment-intent', {
      token: member.token,
      data: order,
    });
    if (intent.status !== 200) continue; // full, or already booked
    const { id, client_secret: clientSecret } = intent.body.content;
    const method = await rec.retrying(base, 'POST', '/api/sandbox/v1/payment_methods', {
      data: { card },
    });
    if (method.status !== 200) continue;
    await rec.retrying(base, 'POST', `/api/sandbox/v1/intents/${id}/confirm`, {
      data: { clientSecret, paymentMethod: method.body.content.id },
    });
    // Confirmed whatever the confirmation's answer said: the server checks the intent itself.
    const done = await rec.retrying(
      base,
      'POST',
      `/api/liveclass/upcoming/${classId}/confirmation`,
      {
        token: member.token,
        data: { amount: 1500, studioId: order.studioId, paymentIntentId: id, promo: null },
      },
    );
    if (done.status === 200) rec.acknowledged.push({ userId: member.id, classId, via: 'card' });
  }
}

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** What the requests in [from, to) ms after the start came to: counts by kind and latencies. */
export function summarise(requests, from = 0, to = Infinity) {
  const inWindow = requests.filter((r) => r.at >= from && r.at < to);
  const failed = inWindow.filter((r) => RETRYABLE.has(r.status) || r.status >= 500);
  const byStatus = {};
  for (const r of failed)
    byStatus[r.status === 0 ? 'no answer' : r.status] =
      (byStatus[r.status === 0 ? 'no answer' : r.status] ?? 0) + 1;
  return {
    requests: inWindow.length,
    failed: failed.length,
    byStatus,
    failedP50Ms: percentile(
      failed.map((r) => r.ms),
      50,
    ),
    failedP99Ms: percentile(
      failed.map((r) => r.ms),
      99,
    ),
    okP50Ms: percentile(
      inWindow.filter((r) => r.status > 0 && r.status < 500).map((r) => r.ms),
      50,
    ),
  };
}
