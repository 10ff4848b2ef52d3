// A studio's booking policy on the wire (issue 54, item 2; docs/decisions/0112-booking-policies.md):
// the console form's fields, the cancel's query and the roster's fees. The limits and texts are in
// booking-policy-texts.ts.
import { z } from 'zod';
import { formatDollars } from './billing-plans.ts';
import {
  bookingFeeKinds,
  bookingFeeSettledBy,
  bookingFeeStatuses,
  DEFAULT_CANCEL_WINDOW_MINUTES,
  MAX_CANCEL_WINDOW_MINUTES,
  MAX_FEE_CENTS,
  MIN_FEE_CENTS,
  type CancelPolicy,
} from './booking-policy-texts.ts';
import { idSchema } from './ids.ts';

/** CancelPolicy as every public class read carries it. */
export const cancelPolicySchema = z.object({
  cancelWindowMinutes: z.number().int(),
  lateCancelFeeCents: z.number().int(),
  noShowFeeCents: z.number().int(),
}) satisfies z.ZodType<CancelPolicy>;

const feeMessage = `A fee is 0 (none) or from ${formatDollars(MIN_FEE_CENTS)} to ${formatDollars(MAX_FEE_CENTS)}.`;
const windowMessage = `The cancellation window is from 0 minutes to ${MAX_CANCEL_WINDOW_MINUTES / 60} hours before a class.`;
const feeCents = z
  .number({ message: feeMessage })
  .int(feeMessage)
  .min(0, feeMessage)
  .max(MAX_FEE_CENTS, feeMessage)
  .refine((c) => c === 0 || c >= MIN_FEE_CENTS, feeMessage);
/**
 * The console form's new fields (bookingPolicySchema in schedule.ts adds them). A PUT replaces the
 * whole policy: a field left out is its default (a caller from before them keeps the 2 hours).
 */
export const cancelPolicyFields = {
  cancelWindowMinutes: z
    .number({ message: windowMessage })
    .int(windowMessage)
    .min(0, windowMessage)
    .max(MAX_CANCEL_WINDOW_MINUTES, windowMessage)
    .default(DEFAULT_CANCEL_WINDOW_MINUTES),
  lateCancelFeeCents: feeCents.default(0),
  noShowFeeCents: feeCents.default(0),
};

/**
 * DELETE /api/liveclass/purchased/{id}?acceptLateFee=true: the member has been told the late-cancel
 * fee and cancels anyway. Without it, a cancel inside the window of a studio with a fee is refused.
 */
export const cancelBookingQuerySchema = z.object({ acceptLateFee: z.enum(['true']).optional() });

/** A fee on a class's roster (GET …/classes/{classId}/roster). */
export const rosterFeeSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  kind: z.enum(bookingFeeKinds),
  settledBy: z.enum(bookingFeeSettledBy),
  amountCents: z.number().int(),
  status: z.enum(bookingFeeStatuses),
  failure: z.string().nullable(),
});
export type RosterFee = z.infer<typeof rosterFeeSchema>;

/** POST /api/console/studios/{studioId}/classes/{classId}/fees/{feeId}/waive. */
export const waiveFeeParamsSchema = z.object({
  studioId: idSchema('studio id'),
  classId: idSchema('class id'),
  feeId: idSchema('fee id'),
});
export const waiveFeeAnswerSchema = z.object({ fee: rosterFeeSchema, message: z.string() });
export type WaiveFeeAnswer = z.infer<typeof waiveFeeAnswerSchema>;
