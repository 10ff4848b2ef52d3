import type { Background } from './jobs/background.ts';
import type { Clock } from './runtime/clock.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { TxtLookup } from './runtime/dns-txt.ts';
import type { JobSender } from './jobs/job-sender.ts';
import type { MailQueue } from './messaging/mail-queue.ts';
import type { Mailer } from './messaging/mailer.ts';
import type { PaymentEventQueue } from './payments/payment-event-queue.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import type { SmsQueue } from './messaging/sms-queue.ts';
import type { ReadCache } from './public-reads/read-cache.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { FileStorage } from './storage/file-storage.ts';
import type { TusDatastore } from './storage/tus-datastore.ts';

/** What every feature's routes and services are built from. Tests swap the clock and mailer. */
export interface Deps {
  config: Config;
  db: Database;
  mailer: Mailer;
  clock: Clock;
  limiter: RateLimiter;
  /** Takes money: the sandbox by default, Stripe with PAYMENTS=stripe (see payments/gateway.ts). */
  payments: PaymentGateway;
  /** Stripe's webhook events, handled in jobs once main.ts starts the queue. */
  paymentEvents: PaymentEventQueue;
  /** The mail queue behind `mailer` (the same object): started by main.ts, read by staff. */
  mailQueue: MailQueue;
  /** The instance's background work: started by main.ts, stopped by shutdown, seen by /readyz. */
  background: Background;
  /**
   * The public reads' prepared bodies and shared public values (a host's studio, a site's
   * classes), kept for seconds and dropped early as what they are made from changes. Nothing of
   * one member is kept here.
   */
  reads: ReadCache;
  /** Uploaded files and renditions (local disk under DATA_DIR/storage; see storage/). */
  storage: FileStorage;
  /** Resumable uploads while their parts arrive: the console's route and the clean-up share it. */
  tusUploads: TusDatastore;
  /** Text messages, through the durable job queue once main.ts starts it (see sms-queue.ts). */
  sms: SmsQueue;
  /** Files jobs on the queue once main.ts has started it (before that, nothing is filed). */
  jobs: JobSender;
  /** DNS TXT look-ups: a studio proves its white-label domain with one (features/studios/domains). */
  dnsTxt: TxtLookup;
}
