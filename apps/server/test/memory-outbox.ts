import type { Mail, Mailer } from '../src/platform/mailer.ts';
import type { Sms, SmsGateway } from '../src/platform/sms.ts';
import type { LogWatch } from '../src/sweeps/log-watch.ts';

/** Mail kept in memory: what a test reads instead of an inbox. */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  constructor(private readonly watch?: LogWatch) {}
  async send(mail: Mail): Promise<void> {
    this.watch?.rememberText(JSON.stringify(mail));
    this.sent.push(mail);
  }
  to(address: string): Mail[] {
    return this.sent.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }
}

/** Text messages kept in memory, as MemoryMailer keeps mail. */
export class MemorySms implements SmsGateway {
  readonly sent: Sms[] = [];
  constructor(private readonly watch?: LogWatch) {}
  async send(sms: Sms): Promise<void> {
    this.watch?.rememberText(JSON.stringify(sms));
    this.sent.push(sms);
  }
}
