import { setTimeout as sleep } from 'node:timers/promises';
import { accountTexts } from '@jetsweat/contract';
import { createAttemptSlots } from '../../platform/http/attempt-slots.ts';
import type { Deps } from '../../platform/deps.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { hashToken } from '../../platform/http/tokens.ts';

const WINDOW_SECONDS = 15 * 60;
const MAX_DELAY_STEPS = 8;

/** Who is trying: the normalised e-mail, the client's address, and a browser the account knows. */
export interface LoginAttempt {
  email: string;
  address: string;
  /** The device token of a browser this account has logged in from (checked by the caller). */
  knownDevice?: string;
}

/**
 * Login limits that an attacker cannot turn on the owner (OWASP ASVS 5.0 6.3.1 and OWASP's
 * "device cookie" advice). From a browser the account does not know: one address may try so often
 * (any accounts), one address so often on one account, and all addresses together so often on one
 * account, with wrong passwords answered more slowly as they pile up. A browser the account has
 * logged in from is counted apart, on its own limit, so none of that reaches it. Either way at most
 * `LOGIN_CHECKS_AT_ONCE` (2) passwords of one account are being checked at once across every
 * instance, from unknown browsers and, apart, from known ones; the rest are refused at once,
 * before any hashing.
 */
export function createLoginGuard(deps: Pick<Deps, 'limiter' | 'config' | 'db' | 'clock'>) {
  const { limiter, config } = deps;
  const slots = createAttemptSlots(deps.db, deps.clock);
  const failuresKey = (email: string) => `login:failures:${email}`;
  const pairKey = (email: string, address: string) => `login:pair:${email}:${address}`;
  const deviceKey = (email: string, device: string) => `login:device:${email}:${hashToken(device)}`;

  /** Counts the attempt against its limits (429 over any), and slows a guessed-at account. */
  async function admit({ email, address, knownDevice }: LoginAttempt): Promise<void> {
    if (knownDevice) {
      const limit = config.limits.loginPerAccount;
      await limiter.hit([{ key: deviceKey(email, knownDevice), limit }], WINDOW_SECONDS);
      return;
    }
    await limiter.hit(
      [
        { key: `login:address:${address}`, limit: config.limits.loginPerAddress },
        { key: pairKey(email, address), limit: config.limits.loginPerAccount },
        { key: `login:account:${email}`, limit: config.limits.loginPerAccountTotal },
      ],
      WINDOW_SECONDS,
    );
    const excess =
      (await limiter.peek(failuresKey(email), WINDOW_SECONDS)) - config.limits.loginPerAccount;
    if (excess >= 0) {
      await sleep(config.limits.loginDelayMs * Math.min(excess + 1, MAX_DELAY_STEPS));
    }
  }

  return {
    /** Runs `check` (the password check) within the limits; answers its result, or throws 429. */
    async check(attempt: LoginAttempt, check: () => Promise<boolean>): Promise<boolean> {
      await admit(attempt);
      const { email, address, knownDevice } = attempt;
      const pool = knownDevice ? `login:known:${email}` : `login:unknown:${email}`;
      const run = await slots.tryRun(pool, config.limits.loginChecksAtOnce, check);
      if (run.busy) throw tooManyRequests(accountTexts.tooManyAttempts);
      if (knownDevice) {
        // A person's own typos on their own browser do not add up.
        if (run.value) await limiter.clear(deviceKey(email, knownDevice));
      } else if (run.value) {
        await limiter.clear(pairKey(email, address));
      } else {
        await limiter.count(failuresKey(email), WINDOW_SECONDS);
      }
      return run.value;
    },
  };
}
