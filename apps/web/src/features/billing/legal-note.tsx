import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';

/** The legal paragraph under the order button (spec 2.8, 9). */
export function LegalNote({ recurring }: { recurring: string | null }) {
  return (
    <p className="billing-legal">
      By confirming your order you agree to our <Link to={paths.terms}>Terms of Service</Link> and{' '}
      <Link to={paths.privacy}>Privacy Policy</Link>.{' '}
      {recurring
        ? `${recurring} It renews automatically until you cancel; cancel any time from your account before a renewal. There are no refunds once a payment is made.`
        : 'This is a one-time payment; there are no refunds once it is made.'}
    </p>
  );
}
