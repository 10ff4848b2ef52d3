import { z } from 'zod';

/**
 * The payment gateway as the web app sees it: which gateway runs (GET /api/basic/stripe) and,
 * for the sandbox, the calls that stand in for Stripe.js (tokens, payment methods, confirming an
 * intent and the buyer's authentication step).
 */
export const paymentGatewaySchema = z.enum(['sandbox', 'stripe']);
export type PaymentGatewayKind = z.infer<typeof paymentGatewaySchema>;

export const paymentConfigSchema = z.object({
  /** The publishable key: Stripe's pk_…, or 'pk_sandbox' for the in-process sandbox. */
  publishable: z.string(),
  gateway: paymentGatewaySchema,
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const cardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** A card as typed into the sandbox form. It goes to the sandbox only and is never stored. */
export const sandboxCardBodySchema = z.object({
  card: z.object({
    number: z.string().max(40, 'Your card number is invalid.'),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: z.string().max(10, "Your card's security code is invalid."),
    name: z.string().trim().max(120).optional(),
  }),
});
export type SandboxCardBody = z.infer<typeof sandboxCardBodySchema>;

/** A card token (tok_…) or payment method (pm_…), as Stripe answers them. */
export const cardObjectSchema = z.object({ id: z.string(), card: cardSummarySchema });
export type CardObject = z.infer<typeof cardObjectSchema>;

export const intentStatusSchema = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);
export type IntentStatus = z.infer<typeof intentStatusSchema>;

/** What the buyer's browser may know of an intent: no customer, no metadata. */
export const publicIntentSchema = z.object({
  id: z.string(),
  object: z.enum(['payment_intent', 'setup_intent']),
  status: intentStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  nextAction: z.object({ type: z.literal('authenticate') }).nullable(),
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type PublicIntent = z.infer<typeof publicIntentSchema>;

export const intentIdParamsSchema = z.object({
  intentId: z.string().regex(/^(pi|seti)_[A-Za-z0-9]+$/, 'No such intent.'),
});

export const sandboxConfirmBodySchema = z.object({
  clientSecret: z.string().max(200),
  /** A payment method (pm_…) or token (tok_…) to pay with, when the intent has none yet. */
  paymentMethod: z.string().max(100).optional(),
});

/** Reading an intent takes its client secret in the body, so the secret stays out of URLs and logs. */
export const sandboxRetrieveBodySchema = z.object({ clientSecret: z.string().max(200) });

export const sandboxAuthenticateBodySchema = z.object({
  clientSecret: z.string().max(200),
  outcome: z.enum(['complete', 'fail']),
});
