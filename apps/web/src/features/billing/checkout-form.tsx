import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { useLocation, useNavigate } from 'react-router';
import {
  billingTexts,
  checkoutFormSchema,
  formatDollars,
  plans,
  type PackageView,
  type PromoResult,
  type StudioPackages,
  type SubscriptionPlan,
  type SubscriptionRecord,
} from '@jetsweat/contract';
import { usePromoCode } from '../../lib/card-payment/use-promo-code.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { subscribe } from './api/purchases.ts';
import { useRefreshAfterPurchase } from './api/subscription.ts';
import { BillingInformation } from './billing-information.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { LegalNote } from './legal-note.tsx';
import { PlanBoxes } from './plan-boxes.tsx';
import { useCardPurchase } from './use-card-purchase.ts';
import { useWalletPayment } from './use-wallet-payment.ts';
import { WalletButton } from './wallet-button.tsx';

interface CheckoutFormProps {
  packages: StudioPackages;
  studioKey: string;
  initialPlan: SubscriptionPlan;
  initialCode: string | null;
}

/** 'Today: …, then … per month': what the buyer pays now and after (spec 2.8). */
function summaryLine(
  priceCents: number,
  trialDays: number,
  per: string,
  promo: PromoResult | null,
) {
  return promo
    ? `Today: ${formatDollars(promo.newAmount)} (${promo.output}), then ${formatDollars(priceCents)} per ${per}.`
    : `Today: ${formatDollars(0)}. Your ${trialDays}-day free trial starts now; then ${formatDollars(priceCents)} per ${per}.`;
}

/**
 * After paying: the subscription's confirmation, keeping the query (spec 2.11; on the main site too
 * rather than the bare account page, see docs/decisions/0015-billing.md). The user is refreshed
 * once this page has gone: refreshed while it is still shown, the page's redirect for subscribers
 * would send the new subscriber to the dashboard.
 */
function useAfterPurchase() {
  const navigate = useNavigate();
  const location = useLocation();
  const refreshAfterPurchase = useRefreshAfterPurchase();
  const purchased = useRef(false);
  const refreshLater = useRef(refreshAfterPurchase);
  useEffect(() => {
    refreshLater.current = refreshAfterPurchase;
  });
  useEffect(
    () => () => {
      if (purchased.current) void refreshLater.current();
    },
    [],
  );
  return async () => {
    purchased.current = true;
    await navigate(`${paths.confirmation}${location.search}`);
  };
}

/** 'Choose Your Subscription': the plan boxes and what is paid today (spec 2.8). */
function PlansSection(props: {
  packages: StudioPackages;
  plan: SubscriptionPlan;
  onPlan(plan: SubscriptionPlan): void;
  promo: PromoResult | null;
  pending: boolean;
}) {
  const { packages, plan, promo, pending } = props;
  const pkg = packages[plan]!;
  return (
    <section className="checkout__plans" aria-labelledby="choose-subscription">
      <h2 id="choose-subscription">{billingTexts.chooseSubscription}</h2>
      <PlanBoxes
        packages={packages}
        plan={plan}
        promoCode={promo?.code ?? null}
        onChange={props.onPlan}
        disabled={pending}
      />
      <p className="checkout__summary">
        {summaryLine(pkg.priceCents, pkg.trialDays, plans[plan].per, promo)}
      </p>
    </section>
  );
}

/** The wallet, the order button and the legal note, after the card (spec 2.8). */
function OrderSection(props: {
  pkg: PackageView;
  plan: SubscriptionPlan;
  promo: PromoResult | null;
  pending: boolean;
  canPay: boolean;
  payWithWallet(paymentMethodId: string): Promise<boolean>;
  onWalletCancel(): void;
}) {
  const { pkg, plan, promo, pending } = props;
  const per = plans[plan].per;
  return (
    <div className="checkout__order">
      <WalletButton
        amountCents={pkg.priceCents}
        label={`JetSweat ${plans[plan].title}`}
        pay={props.payWithWallet}
        onCancel={props.onWalletCancel}
      />
      <button
        type="submit"
        className="btn btn--block checkout__confirm"
        disabled={pending || !props.canPay}
      >
        {pending ? billingTexts.processing : billingTexts.confirmOrder}
      </button>
      <LegalNote
        recurring={`After ${promo ? 'the discount' : 'your free trial'}, ${formatDollars(pkg.priceCents)} is charged every ${per}.`}
      />
    </div>
  );
}

/** The plan comes first in reading order (and on a phone), then the card, then the order button. */
export function CheckoutForm({ packages, studioKey, initialPlan, initialCode }: CheckoutFormProps) {
  const { user } = useSession();
  const form = useForm({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { plan: packages[initialPlan] ? initialPlan : ('monthly' as const) },
  });
  const plan = form.watch('plan');
  const pkg = packages[plan]!;
  const promo = usePromoCode({ packageId: pkg.packageId }, initialCode);
  const { card, purchase, pending, error, setError } = useCardPurchase();
  const done = useAfterPurchase();
  const free = promo.applied?.newAmount === 0;
  const name = `${user?.firstName || '-'} ${user?.lastName || '-'}`;
  const payWithWallet = useWalletPayment({
    packageId: pkg.packageId,
    promoCode: promo.applied?.code,
    studio: studioKey || undefined,
    name,
    showError: setError,
    done,
  });

  const submit = form.handleSubmit(async () => {
    const record = await purchase<SubscriptionRecord>({
      needsCard: !free,
      name,
      supportLine: billingTexts.contactSupport,
      send: (token) =>
        subscribe(
          { source: 'website', packageId: pkg.packageId, token, promo: promo.applied?.code },
          studioKey || undefined,
        ),
    });
    if (record) await done();
  });

  return (
    <form className="checkout" onSubmit={(e) => void submit(e)} noValidate aria-label="Billing">
      <ErrorBanner lines={error} />
      <div className="checkout__columns">
        <PlansSection
          packages={packages}
          plan={plan}
          onPlan={(p) => form.setValue('plan', p)}
          promo={promo.applied}
          pending={pending}
        />
        <BillingInformation promo={promo} initialCode={initialCode} pending={pending} />
        <OrderSection
          pkg={pkg}
          plan={plan}
          promo={promo.applied}
          pending={pending}
          canPay={free || card.ready}
          payWithWallet={payWithWallet}
          onWalletCancel={() => setError([billingTexts.walletCancelled])}
        />
      </div>
    </form>
  );
}
