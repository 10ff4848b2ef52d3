import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { Mailer } from './mailer.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import type { RateLimiter } from './rate-limit.ts';

/** What every feature's routes and services are built from. Tests swap the clock and mailer. */
export interface Deps {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  limiter: RateLimiter;
  /** Takes money: the sandbox by default, Stripe with PAYMENTS=stripe (see payments/gateway.ts). */
  payments: PaymentGateway;
}
