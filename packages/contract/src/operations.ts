import { z } from 'zod';

/** GET /healthz: the process answers. */
export const livenessAnswerSchema = z.object({ alive: z.literal(true) });
export type LivenessAnswer = z.infer<typeof livenessAnswerSchema>;

/** GET /readyz when the instance may take traffic: what was checked. */
export const readinessAnswerSchema = z.object({
  database: z.literal('up'),
  /** How many migrations the database has applied, all of those the server knows. */
  migrations: z.number().int(),
  /** Whether background jobs run in this instance, and they are running. */
  jobs: z.enum(['running', 'off']),
  /** The release this instance runs: the package's version and the commit it was built from. */
  release: z.object({ version: z.string(), commit: z.string() }),
});
export type ReadinessAnswer = z.infer<typeof readinessAnswerSchema>;

/** GET /api/operations/failed-mail: mail given up on after every retry (the dead-letter queue). */
export const failedMailQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const failedMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** When it was given up on. */
  failedAt: z.string(),
});
export const failedMailAnswerSchema = z.array(failedMailSchema);
export type FailedMail = z.infer<typeof failedMailSchema>;

/** GET /api/operations/failed-payment-events: Stripe events whose handling failed every retry. */
export const failedPaymentEventQuerySchema = failedMailQuerySchema;

export const failedPaymentEventSchema = z.object({
  /** The job's id. */
  id: z.string(),
  /** Stripe's event id (evt_…), to look the event up in the Stripe dashboard. */
  eventId: z.string(),
  type: z.string(),
  /** The payment or setup intent the event is about, when it is about one. */
  intentId: z.string().nullable(),
  /** When it was given up on. */
  failedAt: z.string(),
});
export const failedPaymentEventAnswerSchema = z.array(failedPaymentEventSchema);
export type FailedPaymentEvent = z.infer<typeof failedPaymentEventSchema>;

export const operationsTexts = {
  staffOnly: 'Only JetSweat staff can read the mail that could not be sent.',
  staffOnlyPaymentEvents:
    'Only JetSweat staff can read the payment events that could not be handled.',
} as const;
