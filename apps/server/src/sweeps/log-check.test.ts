// Log check (issue 8, OWASP ASVS 5.0 16.2.5). Every server test's app writes its whole log (at
// trace level) to a LogWatch (test/harness.ts), and closing the app fails the test if a line holds
// a password, a hash, a token, a client secret or a card number: that covers every test's traffic,
// the sweeps' included. Here: that the watch catches what it should, and the flows that handle
// the most secrets, run end to end through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiresActionSchema } from '@jetsweat/contract';
import { authenticate, cards, subscribe, tokenFor } from '../../test/billing-kit.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/harness.ts';
import { LogWatch } from './log-watch.ts';
import { SWEEP_ENV } from './route-table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: SWEEP_ENV });
});
afterAll(() => t.close());

describe('the log watch', () => {
  it('catches each kind of secret in a line, and only the secret is masked in its report', () => {
    const watch = new LogWatch();
    watch.rememberFields({ password: 'Hunter2-hunter2', card: { number: '4242 4242 4242 4242' } });
    watch.rememberText(
      'Choose a new password: https://jetsweat.example/reset-password/AbCdEf0123456789xyz',
    );
    watch.write(`{"msg":"signed up","password":"Hunter2-hunter2"}\n`);
    watch.write(`{"msg":"charged 4242424242424242"}\n`);
    watch.write(`{"msg":"reset","url":"/reset-password/AbCdEf0123456789xyz"}\n`);
    watch.write(`{"msg":"saved","hash":"$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA"}\n`);
    watch.write(`{"msg":"intent","secret":"pi_123_secret_abcdefgh"}\n`);
    watch.write(
      `{"msg":"a line written before its secret was known","token":"Tok3n-seen-later-1"}\n`,
    );
    watch.remember('Tok3n-seen-later-1');
    watch.write(`{"msg":"harmless","studioId":466,"time":1795427101492}\n`);
    expect(watch.leaks.map((l) => l.what)).toEqual([
      'a password or token the test sent or received',
      'a card number',
      'a password or token the test sent or received',
      'a password hash',
      "a payment's client secret",
      'a password or token the test sent or received',
    ]);
    expect(JSON.stringify(watch.leaks)).not.toContain('Hunter2');
    expect(() => watch.assertClean()).toThrow(/The log holds secrets \(6 lines\)/);
  });

  it("holds a request's own text against that request's lines only", () => {
    const watch = new LogWatch();
    watch.remember('Random-fuzz-text', 'req-1');
    watch.write(`{"reqId":"req-2","msg":"Random-fuzz-text"}\n`);
    expect(watch.leaks).toEqual([]);
    watch.write(`{"reqId":"req-1","msg":"Random-fuzz-text"}\n`);
    expect(watch.leaks).toHaveLength(1);
  });
});

describe('the flows that handle secrets', () => {
  it('sign-up, login, reset, checkout and the newsletter log no secret', async () => {
    const watch = t.logWatch;
    const person = await t.newUser({ password: 'Lift-heavy-2026' });
    expect(watch.knows('Lift-heavy-2026')).toBe(true);
    expect(watch.knows(person.token)).toBe(true);
    const login = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: person.email, password },
      });
    expect((await login('Wrong-password-9')).statusCode).toBe(401);
    expect((await login('Lift-heavy-2026')).statusCode).toBe(200);

    // The same address twice at once: the loser meets the database's unique constraint.
    const email = uniqueEmail();
    const register = () =>
      t.call({
        method: 'POST',
        url: '/api/user/register',
        payload: {
          userInfo: {
            email,
            firstName: 'Twin',
            lastName: 'Sign-up',
            password: 'Orchard-kettle-lantern-7',
          },
        },
      });
    const twins = await Promise.all([register(), register()]);
    expect(twins.map((r) => r.statusCode).sort()).toContain(201);

    await t.call({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: person.email },
    });
    const link = t.mailer
      .to(person.email)
      .at(-1)!
      .text.match(/reset-password\/([\w-]+)/)!;
    expect(watch.knows(link[1]!)).toBe(true);
    const confirmed = await t.call({
      method: 'POST',
      url: '/api/user/reset-password/confirm',
      payload: { token: link[1], password: 'Brand-new-pass-3' },
    });
    expect(confirmed.statusCode).toBe(200);

    // Checkout: a card that needs the bank's confirmation, then a day pass on a saved card.
    const buyer = await t.newUser();
    const pending = await subscribe(t, buyer.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t, cards.authenticate),
    });
    expect(pending.statusCode).toBe(202);
    expect(watch.knows(cards.authenticate)).toBe(true);
    await authenticate(t, requiresActionSchema.parse(pending.body.content).clientSecret);
    const declined = await subscribe(t, (await t.newUser()).token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t, cards.declined),
    });
    expect(declined.statusCode).toBe(402);

    await t.call({
      method: 'POST',
      url: '/api/marketing/newsletter',
      payload: { email: buyer.email },
    });
    const unsubscribe = t.mailer
      .to(buyer.email)
      .at(-1)!
      .text.match(/unsubscribe\?token=([\w-]+)/)!;
    const left = await t.call({
      method: 'POST',
      url: `/api/marketing/newsletter/unsubscribe?token=${unsubscribe[1]}`,
    });
    expect(left.statusCode).toBe(200);
    await t.call({ method: 'POST', url: '/api/user/logout', token: person.token });

    // The watch did see the traffic: at least one line for each of the 20-odd requests above.
    expect(watch.lines).toBeGreaterThanOrEqual(20);
    expect(watch.leaks).toEqual([]);
  });
});
