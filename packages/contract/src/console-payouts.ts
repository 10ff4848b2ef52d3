/**
 * Payouts to studios (issue 54, item 3; docs/decisions/0113-studio-payouts.md): the rule's
 * constants, a studio's payout account and its monthly payouts with the lines behind each.
 */
import { z } from 'zod';

/** The network's fee on a studio's own sales, net of refunds, in percent (rounded down). */
export const NETWORK_FEE_PERCENT = 15;
/** The share of the network's plan revenue split among studios by minutes, in percent. */
export const PLAN_POOL_PERCENT = 50;

/** What became of a month's payout. */
export const payoutStates = [
  'pending',
  'paid',
  'failed',
  'held_no_account',
  'nothing_due',
] as const;
export type PayoutState = (typeof payoutStates)[number];
export const payoutStateNames: Record<PayoutState, string> = {
  pending: 'Being paid',
  paid: 'Paid',
  failed: 'Transfer failed, trying again',
  held_no_account: 'Held until the payout account is set up',
  nothing_due: 'Nothing due',
};

/** The lines behind a payout, in the order they are shown. */
export const payoutLineKinds = [
  'subscription',
  'daypass',
  'liveclass',
  'pack',
  'refund',
  'network_fee',
  'plan_share',
] as const;
export type PayoutLineKind = (typeof payoutLineKinds)[number];
export const payoutLineNames: Record<PayoutLineKind, string> = {
  subscription: 'Studio plans sold',
  daypass: 'Day passes sold',
  liveclass: 'Live classes sold',
  pack: 'Class packs sold',
  refund: 'Refunds',
  network_fee: `JetSweat fee (${NETWORK_FEE_PERCENT}%)`,
  plan_share: 'Share of JetSweat plans',
};

/** The states of a studio's payout account at the gateway. */
export const payoutAccountStates = ['onboarding', 'enabled'] as const;
export type PayoutAccountState = (typeof payoutAccountStates)[number];

export const payoutLineSchema = z.object({
  kind: z.enum(payoutLineKinds),
  /** Signed cents: sales are positive, refunds and the fee negative. */
  cents: z.number().int(),
  /** plan_share only: the studio's minutes, every studio's minutes, and the pool they split. */
  minutes: z.number().int().nullable(),
  totalMinutes: z.number().int().nullable(),
  poolCents: z.number().int().nullable(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const studioPayoutSchema = z.object({
  id: z.number().int(),
  /** YYYY-MM (UTC). */
  month: z.string(),
  amountCents: z.number().int(),
  state: z.enum(payoutStates),
  transferId: z.string().nullable(),
  paidAt: z.string().nullable(),
  lines: z.array(payoutLineSchema),
});
export type StudioPayout = z.infer<typeof studioPayoutSchema>;

/** GET /api/console/studios/{studioId}/payouts: the account and every month, newest first. */
export const studioPayoutsSchema = z.object({
  account: z
    .object({ state: z.enum(payoutAccountStates), gatewayAccountId: z.string() })
    .nullable(),
  gateway: z.enum(['sandbox', 'stripe']),
  payouts: z.array(studioPayoutSchema),
});
export type StudioPayouts = z.infer<typeof studioPayoutsSchema>;

/** POST …/payouts/onboarding: where to send the studio's admin to set the account up. */
export const payoutOnboardingSchema = z.object({ url: z.string() });
export type PayoutOnboarding = z.infer<typeof payoutOnboardingSchema>;

/** An operator's run of one month's payouts (POST /api/admin/payouts/{month}). */
export const payoutMonthParamsSchema = z.object({
  month: z.string().regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, 'The month must be written YYYY-MM.'),
});
export const payoutRunSchema = z.object({
  computed: z.number().int(),
  paid: z.number().int(),
  held: z.number().int(),
  failed: z.number().int(),
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;

export const payoutTexts = {
  title: 'Payouts',
  intro: `What the studio earned each month: its own sales less refunds and the ${NETWORK_FEE_PERCENT}% JetSweat fee, plus its share of ${PLAN_POOL_PERCENT}% of JetSweat's plan revenue, split by the minutes its classes were watched or attended. Paid on the 1st for the month before.`,
  connect: 'Set up payout account',
  continueSetup: 'Continue payout account setup',
  accountEnabled: 'Payout account connected. Payouts are on.',
  accountOnboarding: 'Payout account set up started: finish it to receive payouts.',
  noAccount: 'No payout account yet: payouts are held until it is set up.',
  noPayouts: 'No payouts yet: the first is computed on the 1st of next month.',
  download: 'Download CSV',
  staffOnly: 'Only JetSweat staff can run the payouts of a month.',
  sandboxNote: 'Test mode: the payout account is set up on a local page, no money moves.',
} as const;
