import {
  formatDollars,
  plans,
  type StudioPackages,
  type SubscriptionPlan,
} from '@jetsweat/contract';

/** The two selectable plan boxes of the billing page (spec 2.8). */
export function PlanBoxes(props: {
  packages: StudioPackages;
  plan: SubscriptionPlan;
  onChange(plan: SubscriptionPlan): void;
  disabled?: boolean;
}) {
  const { packages, plan, onChange, disabled } = props;
  return (
    <div className="plan-boxes" role="radiogroup" aria-label="Choose Your Subscription">
      {(['yearly', 'monthly'] as const).map((p) => {
        const pkg = packages[p];
        if (!pkg) return null;
        return (
          <label key={p} className={`plan-box${plan === p ? ' plan-box--selected' : ''}`}>
            <input
              type="radio"
              name="plan"
              value={p}
              checked={plan === p}
              onChange={() => onChange(p)}
              disabled={disabled}
            />
            <span className="plan-box__title">{plans[p].title}</span>
            <span className="plan-box__price">
              {formatDollars(pkg.priceCents)}{' '}
              <span className="plan-box__per">/ {plans[p].per}</span>
            </span>
            <span className="plan-box__note">
              {pkg.trialDays > 0 ? `First ${pkg.trialDays} days free` : plans[p].points[0]}
            </span>
          </label>
        );
      })}
    </div>
  );
}
