import { useQuery } from '@tanstack/react-query';
import {
  formatDollars,
  plans,
  type PackageView,
  type StudioPackages,
  type SubscriptionPlan,
} from '@jetsweat/contract';
import { promoQuery } from '../../lib/card-payment/verify-promo.ts';

/**
 * What a box promises under its price. A promo code replaces the free trial (spec 9), so with
 * one applied the box says what the code gives on that plan instead of 'First 7 days free'.
 */
function useBoxNote(p: SubscriptionPlan, pkg: PackageView, promoCode: string | null) {
  const promo = useQuery({
    ...promoQuery(promoCode ?? '', { packageId: pkg.packageId }),
    enabled: promoCode !== null,
  });
  if (promoCode === null)
    return pkg.trialDays > 0 ? `First ${pkg.trialDays} days free` : plans[p].points[0];
  if (promo.data)
    return `${formatDollars(promo.data.newAmount)} today with ${promo.data.code} (${promo.data.output}), no free trial`;
  if (promo.isError) return `${promoCode} does not apply to this plan`;
  return `Pricing ${promoCode}…`;
}

function PlanBox(props: {
  p: SubscriptionPlan;
  pkg: PackageView;
  selected: boolean;
  promoCode: string | null;
  onChange(plan: SubscriptionPlan): void;
  disabled?: boolean;
}) {
  const { p, pkg, selected } = props;
  const note = useBoxNote(p, pkg, props.promoCode);
  return (
    <label className={`plan-box${selected ? ' plan-box--selected' : ''}`}>
      <input
        type="radio"
        name="plan"
        value={p}
        checked={selected}
        onChange={() => props.onChange(p)}
        disabled={props.disabled}
      />
      <span className="plan-box__title">{plans[p].title}</span>
      <span className="plan-box__price">
        {formatDollars(pkg.priceCents)} <span className="plan-box__per">/ {plans[p].per}</span>
      </span>
      <span className="plan-box__note">{note}</span>
    </label>
  );
}

/** The two selectable plan boxes of the billing page (spec 2.8). */
export function PlanBoxes(props: {
  packages: StudioPackages;
  plan: SubscriptionPlan;
  /** The promo code applied to the order, if any. */
  promoCode: string | null;
  onChange(plan: SubscriptionPlan): void;
  disabled?: boolean;
}) {
  const { packages, plan, ...rest } = props;
  return (
    <div className="plan-boxes" role="radiogroup" aria-label="Choose Your Subscription">
      {(['yearly', 'monthly'] as const).map((p) => {
        const pkg = packages[p];
        return pkg ? <PlanBox key={p} p={p} pkg={pkg} selected={plan === p} {...rest} /> : null;
      })}
    </div>
  );
}
