import { setTimeout as sleep } from 'node:timers/promises';
import type { Deps } from '../../platform/deps.ts';

const WINDOW_SECONDS = 15 * 60;
const MAX_DELAY_STEPS = 8;

/**
 * Login limits that slow an attacker without locking the owner out (OWASP ASVS 5.0 6.3.1):
 * one address may try so often (any accounts), one address so often on one account; an account
 * whose wrong passwords pile up from anywhere is answered more slowly, never refused, so the
 * right password from a clean address still gets in. `email` is already normalised.
 */
export function createLoginGuard(deps: Pick<Deps, 'limiter' | 'config'>) {
  const { limiter, config } = deps;
  const failuresKey = (email: string) => `login:failures:${email}`;
  const pairKey = (email: string, address: string) => `login:pair:${email}:${address}`;

  return {
    /** Before the password is checked: 429 for a flooding address or pair; a delay under attack. */
    async before(email: string, address: string): Promise<void> {
      await limiter.hit(
        [
          { key: `login:address:${address}`, limit: config.limits.loginPerAddress },
          { key: pairKey(email, address), limit: config.limits.loginPerAccount },
        ],
        WINDOW_SECONDS,
      );
      const excess =
        (await limiter.peek(failuresKey(email), WINDOW_SECONDS)) - config.limits.loginPerAccount;
      if (excess >= 0) {
        await sleep(config.limits.loginDelayMs * Math.min(excess + 1, MAX_DELAY_STEPS));
      }
    },
    async failed(email: string): Promise<void> {
      await limiter.count(failuresKey(email), WINDOW_SECONDS);
    },
    /** A person's own typos from their own address do not add up. */
    async succeeded(email: string, address: string): Promise<void> {
      await limiter.clear(pairKey(email, address));
    },
  };
}
