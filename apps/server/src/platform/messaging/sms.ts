import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../config/config.ts';

/** One text message: an E.164 number and the text. */
export interface Sms {
  to: string;
  text: string;
}

/** Sends text messages; the queue (sms-queue.ts) is what features use. */
export interface SmsGateway {
  send(sms: Sms): Promise<void>;
}

/** Twilio's Messages API through fetch: form-encoded To, From and Body, with basic auth. */
function twilioGateway(config: SmsConfig, log: FastifyBaseLogger): SmsGateway {
  const { accountSid, authToken, apiUrl } = config.twilio;
  const url = `${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid ?? '')}/Messages.json`;
  const auth = Buffer.from(`${accountSid}:${authToken}`).toString('base64');
  return {
    async send(sms) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: sms.to, From: config.from ?? '', Body: sms.text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
      const body = (await res.json().catch(() => ({}))) as { sid?: string };
      // By the provider's id, never the number (a personal detail).
      log.info({ sid: body.sid }, 'sms sent');
    },
  };
}

/**
 * Writes every text message as a .txt file under the outbox directory (the default), or sends it
 * through Twilio with SMS_PROVIDER=twilio.
 */
export function createSmsGateway(config: SmsConfig, log: FastifyBaseLogger): SmsGateway {
  if (config.provider === 'twilio') return twilioGateway(config, log);
  return {
    async send(sms) {
      await fs.mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.txt`;
      const file = path.join(config.outboxDir, name);
      await fs.writeFile(file, `To: ${sms.to}\n\n${sms.text}\n`);
      log.info({ file }, 'sms written to outbox');
    },
  };
}
