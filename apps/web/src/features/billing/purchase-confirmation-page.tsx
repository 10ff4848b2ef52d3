import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { billingTexts, type Product } from '@jetsweat/contract';
import { paths } from '../../app/paths.ts';
import { useSession } from '../accounts/session.tsx';
import { useSite } from '../studios/site.tsx';
import { billingApi } from './api.ts';
import { SubscriptionConfirmed } from './subscription-confirmed.tsx';
import './billing.css';

const creditTarget = (p: Product) =>
  p.creditType === 'live'
    ? paths.liveUpcoming
    : p.creditType === 'ondemand'
      ? paths.classes
      : paths.platform;

/**
 * /purchase-confirmation?productId=: loads the product and confirms by its type (spec 2.11).
 * Nothing shows while loading or when the product cannot be loaded.
 */
export default function PurchaseConfirmationPage() {
  const [query] = useSearchParams();
  const { search } = useLocation();
  const { user } = useSession();
  const site = useSite();
  const productId = query.get('productId') ?? '';
  const [state, setState] = useState<{ loading: boolean; product: Product | null }>({
    loading: true,
    product: null,
  });

  useEffect(() => {
    let live = true;
    if (!productId) {
      setState({ loading: false, product: null });
      return;
    }
    billingApi
      .products(productId)
      .then((r) => live && setState({ loading: false, product: r.products[0] ?? null }))
      .catch(() => live && setState({ loading: false, product: null }));
    return () => {
      live = false;
    };
  }, [productId]);

  const { loading, product } = state;
  if (loading || !product)
    return <main className="page page--narrow billing-page" aria-busy={loading} />;
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
      <main className="page page--narrow billing-page">
        <section className="confirmed">
          <h1>{billingTexts.purchaseConfirmed}</h1>
          <ol className="confirmed__steps">
            <li>
              Check your inbox: {product.title} is on its way to {user?.email ?? 'you'}.
            </li>
          </ol>
        </section>
      </main>
    );
  }
  if (product.type === 'credit') {
    return (
      <main className="page page--narrow billing-page">
        <section className="confirmed">
          <h1>{billingTexts.purchaseConfirmed}</h1>
          <p>Your {product.title} is ready to use.</p>
          <Link className="btn" to={`${creditTarget(product)}${search}`}>
            {product.creditType === 'live'
              ? 'Book a live class'
              : product.creditType === 'ondemand'
                ? 'Choose a class'
                : 'Go to the platform'}
          </Link>
        </section>
      </main>
    );
  }
  return <Navigate to={paths.dashboard} replace />;
}
