import type { Mail, Mailer } from '../src/platform/messaging/mailer.ts';
import type { Sms, SmsGateway } from '../src/platform/messaging/sms.ts';
import type { LogWatch } from '../src/sweeps/log-watch.ts';

/**
 * What was sent, kept in memory for a test to read instead of an inbox or a phone. The log
 * sweep is told each message's text, so a log line that repeats a secret from it is caught.
 */
class MemoryOutbox<T> {
  readonly sent: T[] = [];
  constructor(private readonly watch?: LogWatch) {}
  async send(message: T): Promise<void> {
    this.watch?.rememberText(JSON.stringify(message));
    this.sent.push(message);
  }
}

/** Mail kept in memory. */
export class MemoryMailer extends MemoryOutbox<Mail> implements Mailer {
  to(address: string): Mail[] {
    return this.sent.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }
}

/** Text messages kept in memory, as MemoryMailer keeps mail. */
export class MemorySms extends MemoryOutbox<Sms> implements SmsGateway {}
