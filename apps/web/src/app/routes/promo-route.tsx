import PromoPage from '../../features/marketing/promo-page.tsx';
import { SignupForm } from '../../features/accounts/signup-form.tsx';

/** /specials/{promo} and /newspecials/{promo}: the promo landing with the accounts sign-up form. */
export default function PromoRoute({ variant }: { variant: 'specials' | 'newspecials' }) {
  return (
    <PromoPage
      variant={variant}
      signupForm={(promoCode) => <SignupForm promoCode={promoCode} studioKey="" />}
    />
  );
}
