import { lazy, Suspense } from 'react';
import PromoPage from '../../features/marketing/promo-page.tsx';
import { Loader } from '../../ui/loader.tsx';

// The sign-up form and its form library (12 kB gzipped) load beside the page rather than in its
// first download, which kept the promo landing over the 120 kB budget; the request starts as this
// route's module loads, so the form is usually there by the time the page has drawn.
const loadSignupForm = import('../../features/accounts/signup-form.tsx');
const SignupForm = lazy(() => loadSignupForm.then((m) => ({ default: m.SignupForm })));

/** /specials/{promo} and /newspecials/{promo}: the promo landing with the accounts sign-up form. */
export default function PromoRoute({ variant }: { variant: 'specials' | 'newspecials' }) {
  return (
    <PromoPage
      variant={variant}
      signupForm={(promoCode) => (
        <Suspense fallback={<Loader />}>
          <SignupForm promoCode={promoCode} studioKey="" />
        </Suspense>
      )}
    />
  );
}
