import { apiErrorCodes, billingTexts } from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useCardPayment } from '../../lib/card-payment/context.ts';
import { needsAction, subscribe, walletIntent } from './api/purchases.ts';

/**
 * Paying with the wallet (Apple Pay) on the billing page: an intent for the plan (and code), the
 * wallet's card confirms it, then the subscription is made with the intent. Answers whether it
 * went through; the reason it did not goes to `showError`.
 */
export function useWalletPayment(opts: {
  packageId: string;
  promoCode: string | undefined;
  studio: string | undefined;
  name: string;
  showError(lines: string[] | null): void;
  done(): Promise<void>;
}) {
  const card = useCardPayment();
  return async (paymentMethodId: string): Promise<boolean> => {
    const { packageId, promoCode, studio, showError } = opts;
    showError(null);
    let intent;
    try {
      intent = await walletIntent(packageId, promoCode);
    } catch (err) {
      const unknownCode = err instanceof ApiError && err.code === apiErrorCodes.noSuchCoupon;
      showError([unknownCode ? billingTexts.walletNoSuchCoupon : billingTexts.walletNoIntent]);
      return false;
    }
    const confirmed = await card.confirmPayment(intent.clientSecret, {
      name: opts.name,
      paymentMethod: paymentMethodId,
    });
    if (!confirmed.ok) {
      showError([confirmed.message]);
      return false;
    }
    try {
      const answer = await subscribe(
        { source: 'website', packageId, paymentIntentId: intent.id },
        studio,
      );
      if (needsAction(answer)) throw new ApiError(402, billingTexts.unableToCompletePayment, null);
      await opts.done();
      return true;
    } catch (err) {
      showError([errorMessage(err)]);
      return false;
    }
  };
}
