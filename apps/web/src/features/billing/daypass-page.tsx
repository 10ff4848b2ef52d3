import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  addDays,
  billingTexts,
  easternDay,
  formatDollars,
  readableDay,
  type DayPassView,
  type PromoResult,
  type StudioPackages,
} from '@jetsweat/contract';
import { Loader } from '../../ui/loader.tsx';
import { useSession } from '../accounts/session.tsx';
import { useSite } from '../studios/site.tsx';
import { billingApi } from './api.ts';
import { CardFields } from './card-payment/card-fields.tsx';
import { CardPaymentProvider } from './card-payment/card-payment-provider.tsx';
import { DateCalendar } from './date-calendar.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { LegalNote } from './legal-note.tsx';
import { PromoEntry } from './promo-entry.tsx';
import { useCardPurchase } from './use-card-purchase.ts';
import { useStudioPackages } from './use-studio-packages.ts';
import './billing.css';

/** Day passes can be bought up to this many days ahead (the server's limit too). */
const DAYS_AHEAD = 90;

function DaypassForm({ packages, studioKey }: { packages: StudioPackages; studioKey: string }) {
  const daily = packages.daily!;
  const { user, refresh } = useSession();
  const site = useSite();
  const navigate = useNavigate();
  const today = easternDay(new Date());
  const [date, setDate] = useState<string | null>(null);
  const [promo, setPromo] = useState<PromoResult | null>(null);
  const { card, purchase, pending, error } = useCardPurchase();
  const free = promo?.newAmount === 0;
  const price = promo ? promo.newAmount : daily.priceCents;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const pass = await purchase<DayPassView>({
      needsCard: !free,
      name: `${user?.firstName || '-'} ${user?.lastName || '-'}`,
      supportLine: billingTexts.contactSupportAt(window.location.hostname),
      send: (token) =>
        billingApi.buyDayPass({
          source: 'website',
          token,
          studioId: packages.studio?.id ?? null,
          passDate: date ?? undefined,
          promo: promo?.code,
        }),
    });
    if (!pass) return;
    // With a chosen date: /account/{date} on a studio's domain, else /account/{studio}/{date} (spec 2.9).
    const studio = site.onWhiteLabelDomain ? '' : studioKey;
    const target = date ? (studio ? `/account/${studio}/${date}` : `/account/${date}`) : '/account';
    await navigate(target);
    await refresh();
  };

  return (
    <form className="checkout" onSubmit={(e) => void submit(e)} noValidate aria-label="Day pass">
      <ErrorBanner lines={error} />
      <div className="checkout__columns">
        <section className="checkout__plans" aria-labelledby="day-pass-title">
          <article className="plan-card plan-card--daypass">
            <h2 id="day-pass-title">{billingTexts.dayPass}</h2>
            <p className="plan-card__price">{formatDollars(daily.priceCents)}</p>
            <ul>
              <li>One-time payment</li>
              <li>Unlimited workouts all day</li>
              {packages.studio ? <li>From {packages.studio.name}</li> : null}
            </ul>
          </article>
          <h3>Choose your day</h3>
          <DateCalendar
            value={date}
            min={today}
            max={addDays(today, DAYS_AHEAD)}
            onChange={setDate}
            disabled={pending}
          />
          <p className="checkout__summary" aria-live="polite">
            {date
              ? `Your pass is for ${readableDay(date)} (Eastern Time).`
              : `No day chosen: your pass is for today, ${readableDay(today)}.`}
          </p>
        </section>
        <section className="checkout__billing" aria-labelledby="billing-information">
          <h2 id="billing-information">{billingTexts.billingInformation}</h2>
          {free ? (
            <p className="checkout__free">{billingTexts.freeOrder}</p>
          ) : (
            <CardFields defaultName={user ? `${user.firstName} ${user.lastName}` : ''} />
          )}
          <PromoEntry
            initialCode={null}
            target={{ packageId: daily.packageId }}
            applied={promo}
            onApplied={setPromo}
            disabled={pending}
          />
          <p className="checkout__summary">Today: {formatDollars(price)}</p>
          <button
            type="submit"
            className="btn btn--block checkout__confirm"
            disabled={pending || !(free || card.ready)}
          >
            {pending ? billingTexts.processing : billingTexts.confirmOrder}
          </button>
          <LegalNote recurring={null} />
        </section>
      </div>
    </form>
  );
}

/** /daypass and /daypass/{studio}: one day of unlimited workouts (spec 2.9). */
export default function DaypassPage() {
  const { studioShortName } = useParams();
  const site = useSite();
  const studioKey = studioShortName ?? site.studioKey;
  const { packages, loadError } = useStudioPackages(studioKey);

  return (
    <main className="page billing-page">
      <h1>{billingTexts.dayPass}</h1>
      {loadError ? <ErrorBanner lines={[loadError]} /> : null}
      {!packages && !loadError ? <Loader /> : null}
      {packages && !packages.daily ? (
        <ErrorBanner lines={['This studio does not sell day passes.']} />
      ) : null}
      {packages?.daily ? (
        <CardPaymentProvider>
          <DaypassForm packages={packages} studioKey={studioKey} />
        </CardPaymentProvider>
      ) : null}
    </main>
  );
}
