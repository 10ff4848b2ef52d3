import { usePageTitle } from '../../lib/use-page-title.ts';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { billingTexts, type Product } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { useProduct } from './api/products.ts';
import { SubscriptionConfirmed } from './subscription-confirmed.tsx';
import './billing.css';

const creditTarget = (p: Product) =>
  p.creditType === 'live'
    ? paths.liveUpcoming
    : p.creditType === 'ondemand'
      ? paths.classes
      : paths.platform;

const creditAction = (p: Product) =>
  p.creditType === 'live'
    ? 'Book a live class'
    : p.creditType === 'ondemand'
      ? 'Choose a class'
      : 'Go to the platform';

function Confirmed({ children }: { children: ReactNode }) {
  return (
    <main className="page page--narrow billing-page">
      <section className="confirmed">
        <h1>{billingTexts.purchaseConfirmed}</h1>
        {children}
      </section>
    </main>
  );
}

/**
 * /purchase-confirmation?productId=: loads the product and confirms by its type (spec 2.11).
 * Nothing shows while loading or when the product cannot be loaded; an unknown one goes to the
 * dashboard.
 */
export default function PurchaseConfirmationPage() {
  usePageTitle('Purchase confirmed');
  const [query] = useSearchParams();
  const { search } = useLocation();
  const { user } = useSession();
  const site = useSite();
  const { loading, product, failed } = useProduct(query.get('productId') ?? '');

  if (loading) return <main className="page page--narrow billing-page" aria-busy />;
  // A product we do not know (none named, or not in the list) goes to the dashboard like an
  // unknown type (spec 2.11, 8); a failed load still shows nothing.
  if (!product)
    return failed ? (
      <main className="page page--narrow billing-page" />
    ) : (
      <Navigate to={paths.dashboard} replace />
    );
  if (product.type === 'subscription') {
    const studio = user?.accountType === 'studio' ? site.studio : null;
    return (
      <main className="page page--narrow billing-page">
        <SubscriptionConfirmed firstName={null} studio={studio} />
      </main>
    );
  }
  if (product.type === 'email') {
    return (
      <Confirmed>
        <ol className="confirmed__steps">
          <li>
            Check your inbox: {product.title} is on its way to {user?.email ?? 'you'}.
          </li>
        </ol>
      </Confirmed>
    );
  }
  if (product.type === 'credit') {
    return (
      <Confirmed>
        <p>Your {product.title} is ready to use.</p>
        <Link className="btn" to={`${creditTarget(product)}${search}`}>
          {creditAction(product)}
        </Link>
      </Confirmed>
    );
  }
  return <Navigate to={paths.dashboard} replace />;
}
