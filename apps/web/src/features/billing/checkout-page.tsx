import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  billingTexts,
  formatDollars,
  plans,
  type PromoResult,
  type StudioPackages,
  type SubscriptionPlan,
  type SubscriptionRecord,
} from '@jetsweat/contract';
import { paths } from '../../app/paths.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Loader } from '../../ui/loader.tsx';
import { useSession } from '../accounts/session.tsx';
import { useSite } from '../studios/site.tsx';
import { billingApi, needsAction } from './api.ts';
import { CardFields } from './card-payment/card-fields.tsx';
import { CardPaymentProvider } from './card-payment/card-payment-provider.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { LegalNote } from './legal-note.tsx';
import { PlanBoxes } from './plan-boxes.tsx';
import { PromoEntry } from './promo-entry.tsx';
import { statusLine } from './subscription-status.ts';
import { useCardPurchase } from './use-card-purchase.ts';
import { useStudioPackages } from './use-studio-packages.ts';
import { WalletButton } from './wallet-button.tsx';
import './billing.css';

interface FormProps {
  packages: StudioPackages;
  studioKey: string;
  initialPlan: SubscriptionPlan;
  initialCode: string | null;
}

function CheckoutForm({ packages, studioKey, initialPlan, initialCode }: FormProps) {
  const { user, refresh } = useSession();
  const site = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const [plan, setPlan] = useState<SubscriptionPlan>(
    packages[initialPlan] ? initialPlan : 'monthly',
  );
  const [promo, setPromo] = useState<PromoResult | null>(null);
  const { card, purchase, pending, error, setError } = useCardPurchase();
  const pkg = packages[plan]!;
  const free = promo?.newAmount === 0;
  const name = `${user?.firstName || '-'} ${user?.lastName || '-'}`;
  const studioPath = studioKey || undefined;

  // The user record is refreshed once this page has gone: refreshed while it is still shown, the
  // page's redirect for subscribers would send the new subscriber to the dashboard instead.
  const purchased = useRef(false);
  useEffect(
    () => () => {
      if (purchased.current) void refresh();
    },
    [refresh],
  );
  const done = async () => {
    purchased.current = true;
    // White-label sites confirm on /confirmation; the main site goes to the account (spec 2.8, 2.11).
    await navigate(
      `${site.onWhiteLabelDomain ? '/confirmation' : paths.account}${location.search}`,
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const record = await purchase<SubscriptionRecord>({
      needsCard: !free,
      name,
      supportLine: billingTexts.contactSupport,
      send: (token) =>
        billingApi.subscribe(
          { source: 'website', packageId: pkg.packageId, token, promo: promo?.code },
          studioPath,
        ),
    });
    if (record) await done();
  };

  const payWithWallet = async (paymentMethodId: string): Promise<boolean> => {
    setError(null);
    let intent;
    try {
      intent = await billingApi.walletIntent(pkg.packageId, promo?.code);
    } catch (err) {
      const text = errorMessage(err);
      setError([
        text.includes('No such coupon')
          ? billingTexts.walletNoSuchCoupon
          : billingTexts.walletNoIntent,
      ]);
      return false;
    }
    const confirmed = await card.confirmPayment(intent.clientSecret, {
      name,
      paymentMethod: paymentMethodId,
    });
    if (!confirmed.ok) {
      setError([confirmed.message]);
      return false;
    }
    try {
      const answer = await billingApi.subscribe(
        { source: 'website', packageId: pkg.packageId, paymentIntentId: intent.id },
        studioPath,
      );
      if (needsAction(answer)) throw new ApiError(402, billingTexts.unableToCompletePayment, null);
      await done();
      return true;
    } catch (err) {
      setError([errorMessage(err)]);
      return false;
    }
  };

  const today = promo ? promo.newAmount : 0;
  const per = plans[plan].per;
  const summary = promo
    ? `Today: ${formatDollars(today)} (${promo.output}), then ${formatDollars(pkg.priceCents)} per ${per}.`
    : `Today: ${formatDollars(0)}. Your ${pkg.trialDays}-day free trial starts now; then ${formatDollars(pkg.priceCents)} per ${per}.`;
  const canSubmit = !pending && (free || card.ready);

  return (
    <form className="checkout" onSubmit={(e) => void submit(e)} noValidate aria-label="Billing">
      <ErrorBanner lines={error} />
      <div className="checkout__columns">
        <section className="checkout__billing" aria-labelledby="billing-information">
          <h2 id="billing-information">{billingTexts.billingInformation}</h2>
          {free ? (
            <p className="checkout__free">{billingTexts.freeOrder}</p>
          ) : (
            <CardFields defaultName={user ? `${user.firstName} ${user.lastName}` : ''} />
          )}
          <PromoEntry
            initialCode={initialCode}
            target={{ packageId: pkg.packageId }}
            applied={promo}
            onApplied={setPromo}
            disabled={pending}
          />
        </section>
        <section className="checkout__plans" aria-labelledby="choose-subscription">
          <h2 id="choose-subscription">{billingTexts.chooseSubscription}</h2>
          <PlanBoxes packages={packages} plan={plan} onChange={setPlan} disabled={pending} />
          <p className="checkout__summary">{summary}</p>
          <WalletButton
            amountCents={pkg.priceCents}
            label={`JetSweat ${plans[plan].title}`}
            pay={payWithWallet}
            onCancel={() => setError([billingTexts.walletCancelled])}
          />
          <button type="submit" className="btn btn--block checkout__confirm" disabled={!canSubmit}>
            {pending ? billingTexts.processing : billingTexts.confirmOrder}
          </button>
          <LegalNote
            recurring={`After ${promo ? 'the discount' : 'your free trial'}, ${formatDollars(pkg.priceCents)} is charged every ${per}.`}
          />
        </section>
      </div>
    </form>
  );
}

/** /payment, /checkout and /checkout/{studio}: 'Sign up now!' (spec 2.8). */
export default function CheckoutPage() {
  const { studioShortName } = useParams();
  const [query] = useSearchParams();
  const site = useSite();
  const studioKey = studioShortName ?? site.studioKey;
  const { packages, loadError } = useStudioPackages(studioKey);
  const [open, setOpen] = useState<SubscriptionRecord | null>(null);

  useEffect(() => {
    let live = true;
    // A subscription on hold (paused, or a renewal that failed) is fixed from /cancel, not bought again.
    billingApi
      .subscription()
      .then(
        (s) =>
          live &&
          setOpen(
            s.subscription && ['paused', 'past_due'].includes(s.subscription.status)
              ? s.subscription
              : null,
          ),
      )
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  return (
    <main className="page billing-page">
      <h1>{billingTexts.signUpNow}</h1>
      {loadError ? <ErrorBanner lines={[loadError]} /> : null}
      {!packages && !loadError ? <Loader /> : null}
      {open ? (
        <div className="form-error" role="status">
          <p>{statusLine(open)}</p>
          <Link to={paths.cancel}>
            {open.status === 'paused' ? 'Resume your subscription' : 'Update your card'}
          </Link>
        </div>
      ) : null}
      {packages && !open && (packages.yearly || packages.monthly) ? (
        <CardPaymentProvider>
          <CheckoutForm
            packages={packages}
            studioKey={studioKey}
            initialPlan={query.get('plan') === 'yearly' ? 'yearly' : 'monthly'}
            initialCode={query.get('code')}
          />
        </CardPaymentProvider>
      ) : null}
    </main>
  );
}
