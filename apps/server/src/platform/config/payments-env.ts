// How the product takes money: the sandbox or Stripe, and how often renewals run, each with its
// description for docs/configuration.md (variable-doc.ts). config.ts reads them with the rest.
import { z } from 'zod';
import { configDocs } from './variable-doc.ts';

export const paymentsEnv = {
  PAYMENTS: z.enum(['sandbox', 'stripe']).default('sandbox').register(configDocs, {
    table: 'payments',
    meaning:
      '`stripe` to take real payments through Stripe (webhooks at `/api/stripe/webhook`); the sandbox behaves like Stripe in test mode',
  }),
  STRIPE_SECRET_KEY: z.string().optional().register(configDocs, {
    table: 'payments',
    meaning: "Stripe's secret key: needed with `PAYMENTS=stripe`, and so in production",
  }),
  STRIPE_PUBLISHABLE_KEY: z.string().optional().register(configDocs, {
    table: 'payments',
    meaning: "Stripe's publishable key: needed with `PAYMENTS=stripe`, and so in production",
  }),
  STRIPE_WEBHOOK_SECRET: z.string().optional().register(configDocs, {
    table: 'payments',
    meaning: "the signing secret of Stripe's webhook endpoint: needed in production",
  }),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(configDocs, {
      table: 'payments',
      meaning: "another address for Stripe's API, e.g. stripe-mock",
      default: '(Stripe)',
    }),
  BILLING_JOB_SECONDS: z.coerce.number().int().min(0).max(86400).default(60).register(configDocs, {
    table: 'payments',
    meaning:
      'how often trial ends and renewals run (a scheduled job, once across instances, in whole minutes); 0: this instance does not run them',
  }),
};

type PaymentsEnv = z.infer<z.ZodObject<typeof paymentsEnv>>;

/** Checks config.ts runs over the whole environment: Stripe's keys with PAYMENTS=stripe. */
export const paymentsRefinements: ReadonlyArray<{
  check: (env: PaymentsEnv) => boolean;
  message: string;
  path: string[];
}> = [
  {
    check: (e) =>
      e.PAYMENTS !== 'stripe' || Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY),
    message: 'PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
    path: ['PAYMENTS'],
  },
];
