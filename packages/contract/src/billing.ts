import { z } from 'zod';
import { intentStatusSchema } from './billing-payments.ts';
import { MAX_ID } from './ids.ts';

/** Billing calls (spec 3 and 7): payloads and answers. Money in answers: `price` in dollars, `…Cents` in cents. */

const sourceSchema = z.string().trim().max(40).default('website');
/** A card token (tok_…) or payment method (pm_…) from the gateway. */
const cardSourceSchema = z
  .string()
  .trim()
  .max(120)
  .regex(
    /^(tok|pm|card|src)_[A-Za-z0-9_]+$/,
    'The card details could not be read. Please enter them again.',
  );
export const optionalCardSource = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  cardSourceSchema.optional(),
);
const promoSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v),
  z.string().trim().max(60, 'That promo code is too long.').optional(),
);
const packageIdSchema = z.string().trim().min(1, 'Please choose a plan.').max(80);

/** POST /api/user/subscribe and /api/user/subscribe/{studio}. */
export const subscribeBodySchema = z.object({
  source: sourceSchema,
  packageId: packageIdSchema,
  token: optionalCardSource,
  promo: promoSchema,
  /** A payment intent the browser already confirmed (the wallet path). */
  paymentIntentId: z
    .string()
    .trim()
    .max(120)
    .regex(/^(pi|seti)_[A-Za-z0-9]+$/)
    .optional(),
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

/** POST /api/user/daypass/purchase. Without passDate the pass is for today (Eastern Time). */
export const dayPassBodySchema = z.object({
  source: sourceSchema,
  token: optionalCardSource,
  paymentMethodId: optionalCardSource,
  studioId: z.number().int().positive().max(MAX_ID).nullable().optional(),
  passDate: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.iso.date('Please choose a date as YYYY-MM-DD.').nullable().optional(),
  ),
  promo: promoSchema,
});
export type DayPassBody = z.input<typeof dayPassBodySchema>;

/** POST /api/user/subscription/payment-intent. */
export const subscriptionIntentBodySchema = z.object({
  packageId: packageIdSchema,
  promo: promoSchema,
});
/** Its answer: the intent to confirm in the browser (a setup intent when nothing is due now). */
export const subscriptionIntentAnswerSchema = z.object({
  id: z.string(),
  object: z.enum(['payment_intent', 'setup_intent']),
  /** The same secret under Stripe's name and ours: clients read either. */
  client_secret: z.string(),
  clientSecret: z.string(),
  amountCents: z.number().int(),
  status: intentStatusSchema,
});

/** POST /api/basic/verifyPromo: `amount` in cents; or a packageId, whose price is used. */
export const verifyPromoBodySchema = z.object({
  promo: z
    .string()
    .trim()
    .min(1, 'Please enter a promo code.')
    .max(60, 'That promo code is too long.'),
  amount: z.number().int().min(0).max(10_000_000).optional(),
  packageId: z.string().trim().max(80).optional(),
  purpose: z.enum(['subscription', 'daypass', 'liveclass']).optional(),
});
export const promoResultSchema = z.object({
  code: z.string(),
  /** What the coupon does, in words: '20% off your first 3 months'. */
  output: z.string(),
  /** The amount after the coupon, in the unit the amount was given in (cents). 0 means free. */
  newAmount: z.number().int(),
  amount: z.number().int(),
});
export type PromoResult = z.infer<typeof promoResultSchema>;

/** POST /api/user/subscription/update-card: a new card, or the setup intent its bank made us confirm. */
export const updateCardBodySchema = z
  .object({
    token: optionalCardSource,
    setupIntentId: z
      .string()
      .trim()
      .max(120)
      .regex(/^seti_[A-Za-z0-9]+$/)
      .optional(),
  })
  .refine((b) => b.token || b.setupIntentId, { message: 'Please enter your card details.' });

export const productsQuerySchema = z.object({
  productIds: z
    .string()
    .max(500)
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,9}$/, 'Product ids are numbers.')
            .transform(Number),
        )
        .max(50),
    ),
});

export const productSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(['email', 'subscription', 'credit']),
  creditType: z.enum(['live', 'ondemand']).nullable(),
  description: z.string(),
  price: z.number(),
});
export type Product = z.infer<typeof productSchema>;
/** GET /api/products/list. */
export const productsAnswerSchema = z.object({ products: z.array(productSchema) });

export const packageViewSchema = z.object({
  packageId: z.string(),
  title: z.string(),
  price: z.number(),
  priceCents: z.number().int(),
  trialDays: z.number().int(),
});
export type PackageView = z.infer<typeof packageViewSchema>;

/** GET /api/studio/packages/{studioShortName}: the studio's plans and day package. */
export const studioPackagesSchema = z.object({
  studio: z.object({ id: z.number().int(), shortName: z.string(), name: z.string() }).nullable(),
  yearly: packageViewSchema.nullable(),
  monthly: packageViewSchema.nullable(),
  daily: packageViewSchema.nullable(),
});
export type StudioPackages = z.infer<typeof studioPackagesSchema>;

export const subscriptionStatusSchema = z.enum([
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'paused',
  'canceled',
]);

/** A subscription as cancel, pause and the other lifecycle calls answer it (spec 3). */
export const subscriptionRecordSchema = z.object({
  stripeSubscriptionId: z.string(),
  packageId: z.string(),
  plan: z.enum(['yearly', 'monthly']),
  status: subscriptionStatusSchema,
  /** Entitled now: trialing, active, or cancelled with time left. */
  active: z.boolean(),
  trial: z.boolean(),
  cancelled: z.boolean(),
  paused: z.boolean(),
  price: z.number(),
  priceCents: z.number().int(),
  trialEnd: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** The next charge's date and amount; null when none is coming (cancelled, paused, ended). */
  nextPayment: z.object({ date: z.string(), amountCents: z.number().int() }).nullable(),
  endedAt: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  coupon: z.object({ code: z.string(), output: z.string() }).nullable(),
  /** Why the last charge failed, while the subscription waits for a working card. */
  lastPaymentError: z.string().nullable(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

/** GET /api/user/subscription: the user's summary, with the record when there is one. */
export const subscriptionAnswerSchema = z.object({
  active: z.boolean(),
  packageId: z.string().nullable(),
  subscription: subscriptionRecordSchema.nullable(),
  dayPass: z.object({ date: z.string(), packageId: z.string() }).nullable(),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** The lifecycle calls' answer: cancel, un-cancel, pause, un-pause, update-card. */
export const subscriptionChangeSchema = z.object({
  success: z.boolean(),
  subscriptionRecord: subscriptionRecordSchema,
});

/** GET /api/user/subscription/payment-source: the card the subscription is charged to. */
export const paymentSourceSchema = z.object({
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});

/** A purchase that waits for the buyer's bank: confirm `clientSecret`, then send the purchase again. */
export const requiresActionSchema = z.object({
  requiresAction: z.literal(true),
  clientSecret: z.string(),
  amountCents: z.number().int(),
});
export type RequiresAction = z.infer<typeof requiresActionSchema>;

export const dayPassViewSchema = z.object({
  id: z.number().int(),
  passDate: z.string(),
  studioId: z.number().int().nullable(),
  packageId: z.string(),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'paid']),
});
export type DayPassView = z.infer<typeof dayPassViewSchema>;
