import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { useNavigate } from 'react-router';
import {
  addDays,
  billingTexts,
  dayPassFormSchema,
  easternDay,
  formatDollars,
  readableDay,
  type DayPassView,
  type StudioPackages,
} from '@jetsweat/contract';
import { usePromoCode, type PromoCode } from '../../lib/card-payment/use-promo-code.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { buyDayPass } from './api/purchases.ts';
import { useRefreshAfterPurchase } from './api/subscription.ts';
import { BillingInformation } from './billing-information.tsx';
import { DateCalendar } from './date-calendar.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { LegalNote } from './legal-note.tsx';
import { useCardPurchase } from './use-card-purchase.ts';

/** Day passes can be bought up to this many days ahead (the server's limit too). */
const DAYS_AHEAD = 90;

/** The Day Pass card and the calendar to choose its day (today when none is chosen). */
function DayChoice(props: {
  packages: StudioPackages;
  date: string | null;
  onDate(day: string): void;
  pending: boolean;
}) {
  const { packages, date } = props;
  const today = easternDay(new Date());
  return (
    <section className="checkout__plans" aria-labelledby="day-pass-title">
      <article className="plan-card plan-card--daypass">
        <h2 id="day-pass-title">{billingTexts.dayPass}</h2>
        <p className="plan-card__price">{formatDollars(packages.daily!.priceCents)}</p>
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
        onChange={props.onDate}
        disabled={props.pending}
      />
      <p className="checkout__summary" aria-live="polite">
        {date
          ? `Your pass is for ${readableDay(date)} (Eastern Time).`
          : `No day chosen: your pass is for today, ${readableDay(today)}.`}
      </p>
    </section>
  );
}

/**
 * Buying the pass (spec 2.9): with a chosen date, on to /account/{date} on a studio's domain,
 * else /account/{studio}/{date}; without one, the plain account page.
 */
function useDaypassPurchase(packages: StudioPackages, studioKey: string, promo: PromoCode) {
  const { user } = useSession();
  const site = useSite();
  const navigate = useNavigate();
  const refreshAfterPurchase = useRefreshAfterPurchase();
  const { card, purchase, pending, error } = useCardPurchase();
  const buy = async (passDate: string | null) => {
    const pass = await purchase<DayPassView>({
      needsCard: promo.applied?.newAmount !== 0,
      name: `${user?.firstName || '-'} ${user?.lastName || '-'}`,
      supportLine: billingTexts.contactSupportAt(window.location.hostname),
      send: (token) =>
        buyDayPass({
          source: 'website',
          token,
          studioId: packages.studio?.id ?? null,
          passDate: passDate ?? undefined,
          promo: promo.applied?.code,
        }),
    });
    if (!pass) return;
    const studio = site.onWhiteLabelDomain ? undefined : studioKey || undefined;
    await navigate(passDate ? paths.accountDayPass(passDate, studio) : paths.account);
    await refreshAfterPurchase();
  };
  return { card, pending, error, buy };
}

/** The day, the card and a promo code; after paying, the account confirms the day (spec 2.9). */
export function DaypassForm({
  packages,
  studioKey,
}: {
  packages: StudioPackages;
  studioKey: string;
}) {
  const daily = packages.daily!;
  const form = useForm({
    resolver: zodResolver(dayPassFormSchema),
    defaultValues: { passDate: null as string | null },
  });
  const date = form.watch('passDate');
  const promo = usePromoCode({ packageId: daily.packageId }, null);
  const { card, pending, error, buy } = useDaypassPurchase(packages, studioKey, promo);
  const free = promo.applied?.newAmount === 0;
  const submit = form.handleSubmit(({ passDate }) => buy(passDate));

  return (
    <form className="checkout" onSubmit={(e) => void submit(e)} noValidate aria-label="Day pass">
      <ErrorBanner lines={error} />
      <div className="checkout__columns">
        <DayChoice
          packages={packages}
          date={date}
          onDate={(day) => form.setValue('passDate', day)}
          pending={pending}
        />
        <BillingInformation promo={promo} initialCode={null} pending={pending}>
          <p className="checkout__summary">
            Today: {formatDollars(promo.applied ? promo.applied.newAmount : daily.priceCents)}
          </p>
          <button
            type="submit"
            className="btn btn--block checkout__confirm"
            disabled={pending || !(free || card.ready)}
          >
            {pending ? billingTexts.processing : billingTexts.confirmOrder}
          </button>
          <LegalNote recurring={null} />
        </BillingInformation>
      </div>
    </form>
  );
}
