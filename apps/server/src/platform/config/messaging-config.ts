// Mail and text messages: where they go and who sends them, each variable with its description for
// docs/configuration.md (variable-doc.ts). config.ts reads them with the rest of the environment.
import path from 'node:path';
import { z } from 'zod';
import { configDocs } from './variable-doc.ts';

export const messagingEnv = {
  MAIL_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .register(configDocs, {
      table: 'mail',
      meaning: '`smtp://…` to send mail',
      default: '(outbox)',
    }),
  MAIL_FROM: z.string().default('JetSweat <hello@jetsweat.example>').register(configDocs, {
    table: 'mail',
    meaning: 'the sender of every mail',
  }),
  SUPPORT_EMAIL: z.email().default('support@jetsweat.example').register(configDocs, {
    table: 'mail',
    meaning: 'where contact messages go',
  }),
  SALES_EMAIL: z.email().default('sales@jetsweat.example').register(configDocs, {
    table: 'mail',
    meaning: 'where demo requests go',
  }),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox').register(configDocs, {
    table: 'mail',
    meaning:
      '`twilio` sends text messages (friend invites) through Twilio; the outbox writes them to `DATA_DIR/sms-outbox`',
  }),
  SMS_FROM: z.string().optional().register(configDocs, {
    table: 'mail',
    meaning: 'the number text messages are sent from: needed with `SMS_PROVIDER=twilio`',
  }),
  TWILIO_ACCOUNT_SID: z.string().optional().register(configDocs, {
    table: 'mail',
    meaning: "the Twilio account's SID: needed with `SMS_PROVIDER=twilio`",
  }),
  TWILIO_AUTH_TOKEN: z.string().optional().register(configDocs, {
    table: 'mail',
    meaning: "the Twilio account's auth token: needed with `SMS_PROVIDER=twilio`",
  }),
  TWILIO_API_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(configDocs, {
      table: 'mail',
      meaning: "another address for Twilio's API, e.g. a local fake",
      default: '(Twilio)',
    }),
};

type MessagingEnv = z.infer<z.ZodObject<typeof messagingEnv>> & { DATA_DIR: string };

/** Checks config.ts runs over the whole environment: Twilio's settings with SMS_PROVIDER=twilio. */
export const messagingRefinements: ReadonlyArray<{
  check: (env: MessagingEnv) => boolean;
  message: string;
  path: string[];
}> = [
  {
    check: (env) =>
      env.SMS_PROVIDER !== 'twilio' ||
      Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.SMS_FROM),
    message: 'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM',
    path: ['SMS_PROVIDER'],
  },
];

export interface SmsConfig {
  provider: 'outbox' | 'twilio';
  from: string | undefined;
  twilio: { accountSid?: string | undefined; authToken?: string | undefined; apiUrl: string };
  outboxDir: string;
}

/** Text messages: files in DATA_DIR/sms-outbox (the default) or Twilio (SMS_PROVIDER=twilio). */
export function smsConfig(e: MessagingEnv): SmsConfig {
  return {
    provider: e.SMS_PROVIDER,
    from: e.SMS_FROM,
    twilio: {
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      apiUrl: e.TWILIO_API_URL ?? 'https://api.twilio.com',
    },
    outboxDir: path.join(path.resolve(e.DATA_DIR), 'sms-outbox'),
  };
}
