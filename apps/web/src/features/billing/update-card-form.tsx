import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { billingTexts, cardOnlyFormSchema } from '@jetsweat/contract';
import { CardFields } from '../../lib/card-payment/card-fields.tsx';
import { CardPaymentProvider } from '../../lib/card-payment/card-payment-provider.tsx';
import { intentIdOf } from '../../lib/card-payment/sandbox-api.ts';
import { useSession } from '../../lib/session.ts';
import { needsAction, updateCard } from './api/purchases.ts';
import { useKeepSubscriptionRecord, type SubscriptionChange } from './api/subscription.ts';
import { ErrorBanner } from './error-banner.tsx';
import { useCardPurchase } from './use-card-purchase.ts';

function Form() {
  const { user, refresh } = useSession();
  const keep = useKeepSubscriptionRecord();
  const { card, purchase, pending, error } = useCardPurchase();
  const [saved, setSaved] = useState(false);
  const form = useForm({ resolver: zodResolver(cardOnlyFormSchema) });

  const submit = form.handleSubmit(async () => {
    setSaved(false);
    let setupIntentId: string | undefined;
    const change = await purchase<SubscriptionChange>({
      needsCard: true,
      name: `${user?.firstName || '-'} ${user?.lastName || '-'}`,
      supportLine: billingTexts.contactSupport,
      // After the bank's authentication the second call names the setup intent it confirmed.
      send: async (token) => {
        const answer = await updateCard(setupIntentId ? { setupIntentId } : { token });
        if (needsAction(answer)) setupIntentId = intentIdOf(answer.clientSecret);
        return answer;
      },
    });
    if (!change) return;
    card.clear();
    setSaved(true);
    keep(change.subscriptionRecord);
    void refresh();
  });

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
export function UpdateCardForm() {
  return (
    <CardPaymentProvider>
      <Form />
    </CardPaymentProvider>
  );
}
