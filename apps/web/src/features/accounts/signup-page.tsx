import { usePageTitle } from '../../lib/use-page-title.ts';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { useSite } from '../../lib/site.ts';
import { Loader } from '../../ui/loader.tsx';
import { afterSignupTarget } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';
import { SignupForm } from './signup-form.tsx';

const PROMO_IMAGE_PARAMS = ['promoImage', 'promoImage2', 'promoImage3', 'promoImage4'] as const;

/** Only images of our own site may be shown from a link's query string. */
const safeImage = (src: string | null) =>
  src && src.startsWith('/') && !src.startsWith('//') ? src : null;

/** /signup and /signup/{studioShortName}: 'Start with a free trial'. */
export default function SignupPage({ daypass = false }: { daypass?: boolean }) {
  usePageTitle(daypass ? 'Sign up for a day pass' : 'Sign up');
  const { studioShortName } = useParams();
  const [query] = useSearchParams();
  const { user, loading } = useSession();
  const site = useSite();
  const promoCode = query.get('code');
  const images = PROMO_IMAGE_PARAMS.map((p) => safeImage(query.get(p))).filter(
    (s): s is string => s !== null,
  );

  if (loading) return <Loader />;
  const studioKey = studioShortName ?? site.studioKey;
  // Day-pass sign-up continues to the day-pass payment page; an invite link's, to the friends
  // page, which uses the link's token.
  const invite = query.get('invite');
  // A page that sent the visitor here to sign up first (a studio console invite) gets them back.
  const redirect = query.get('redirect_path');
  const back = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : undefined;
  const next = daypass
    ? paths.daypass(site.onWhiteLabelDomain ? undefined : studioKey || undefined)
    : invite
      ? paths.friendsInvite(invite)
      : back;
  if (user)
    return (
      <Navigate to={next ?? afterSignupTarget(user, promoCode, site.onWhiteLabelDomain)} replace />
    );

  return (
    <main className="page page--narrow">
      {images.length > 0 ? (
        <div className="promo-images" style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
          {images.map((src) => (
            <img key={src} src={src} alt="" style={{ flex: 1, borderRadius: 8 }} />
          ))}
        </div>
      ) : null}
      <h1>Start with a free trial</h1>
      {promoCode ? <p>Your promo code {promoCode} will be applied at payment.</p> : null}
      <SignupForm promoCode={promoCode} studioKey={studioKey} next={next} />
      <p>
        Already have an account?{' '}
        <Link
          to={`${daypass ? paths.loginDaypass(studioShortName) : paths.login(studioShortName)}${query.size ? `?${query}` : ''}`}
        >
          Log in
        </Link>
      </p>
    </main>
  );
}
