import { useState, type FormEvent } from 'react';
import { billingTexts, type SubscriptionRecord } from '@jetsweat/contract';
import { useSession } from '../accounts/session.tsx';
import { billingApi, needsAction } from './api.ts';
import { CardFields } from './card-payment/card-fields.tsx';
import { CardPaymentProvider } from './card-payment/card-payment-provider.tsx';
import { intentIdOf } from './card-payment/sandbox-api.ts';
import { ErrorBanner } from './error-banner.tsx';
import { useCardPurchase } from './use-card-purchase.ts';

type Change = { success: boolean; subscriptionRecord: SubscriptionRecord };

function Form({ onChanged }: { onChanged(record: SubscriptionRecord): void }) {
  const { user } = useSession();
  const { card, purchase, pending, error } = useCardPurchase();
  const [saved, setSaved] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    let setupIntentId: string | undefined;
    const change = await purchase<Change>({
      needsCard: true,
      name: `${user?.firstName || '-'} ${user?.lastName || '-'}`,
      supportLine: billingTexts.contactSupport,
      // After the bank's authentication the second call names the setup intent it confirmed.
      send: async (token) => {
        const answer = await billingApi.updateCard(setupIntentId ? { setupIntentId } : { token });
        if (needsAction(answer)) setupIntentId = intentIdOf(answer.clientSecret);
        return answer;
      },
    });
    if (change) {
      card.clear();
      setSaved(true);
      onChanged(change.subscriptionRecord);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Update card">
      <ErrorBanner lines={error} />
      {saved ? (
        <div className="form-success" role="status">
          Your card is updated.
        </div>
      ) : null}
      <CardFields defaultName={user ? `${user.firstName} ${user.lastName}` : ''} />
      <button type="submit" className="btn" disabled={pending || !card.ready}>
        {pending ? billingTexts.processing : 'Update card'}
      </button>
    </form>
  );
}

/** A new card for renewals; a past-due subscription is charged again at once. */
export function UpdateCardForm(props: { onChanged(record: SubscriptionRecord): void }) {
  return (
    <CardPaymentProvider>
      <Form {...props} />
    </CardPaymentProvider>
  );
}
