import { scheduleTexts } from '@jetsweat/contract';
import type { RefundReason } from './refunds-store.ts';

const refundTexts: Record<RefundReason, { paid: string; onItsWay: string }> = {
  full: { paid: scheduleTexts.classFullRefunded, onItsWay: scheduleTexts.classFullRefundOnItsWay },
  already: {
    paid: scheduleTexts.alreadyRegisteredRefunded,
    onItsWay: scheduleTexts.alreadyRegisteredRefundOnItsWay,
  },
  started: {
    paid: scheduleTexts.bookingClosedRefunded,
    onItsWay: scheduleTexts.bookingClosedRefundOnItsWay,
  },
  cancelled: {
    paid: scheduleTexts.cancelledRefunded,
    onItsWay: scheduleTexts.cancelledRefundOnItsWay,
  },
};

/** What the person is told of a payment given back: refunded, or its refund on its way. */
export const refundText = (r: { reason: RefundReason; paid: boolean }) =>
  r.paid ? refundTexts[r.reason].paid : refundTexts[r.reason].onItsWay;
