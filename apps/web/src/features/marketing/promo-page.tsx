import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useQuery } from '@tanstack/react-query';
import {
  MAIN_STUDIO_KEY,
  packageIdFor,
  promoValuePoints,
  siteMedia,
  TRIAL_DAYS,
  type PromoResult,
} from '@jetsweat/contract';
import { promoQuery } from '../../lib/card-payment/verify-promo.ts';
import { afterSignupTarget } from '../../lib/access.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { useStudioCatalogue } from '../../lib/studio-catalogue.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { HlsVideo } from '../../ui/hls-video.tsx';
import { Loader } from '../../ui/loader.tsx';
import './marketing.css';
import './promo.css';

const withCode = (path: string, promoCode: string | null) =>
  `${path}${promoCode ? `?code=${encodeURIComponent(promoCode)}` : ''}`;

function StudioLogoGrid() {
  const studios = useStudioCatalogue();
  if (!studios.data) return null;
  return (
    <ul className="promo__logos" aria-label="Our studios">
      {studios.data.map((s) => (
        <li key={s.id}>
          <Link to={paths.studio(s.shortName)}>
            <img src={s.logoUrl} alt={s.name} width={140} height={70} loading="lazy" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The offer a code makes on the monthly plan, when it is a real coupon. A coupon replaces the
 * free trial (spec 9), so the page then promises the coupon, not the trial; a promo name that is
 * no coupon leaves the trial, and the page says so.
 */
function usePromoOffer(promoCode: string | null) {
  const offer = useQuery({
    ...promoQuery(promoCode ?? '', { packageId: packageIdFor(MAIN_STUDIO_KEY, 'monthly') }),
    enabled: promoCode !== null,
    retry: false,
  });
  return { offer: offer.data ?? null, pending: promoCode !== null && offer.isPending };
}

function OfferHeading({ promoCode }: { promoCode: string | null }) {
  const { offer, pending } = usePromoOffer(promoCode);
  if (pending) return <h1>Your special offer</h1>;
  if (!offer)
    return (
      <>
        <h1>Start with a free trial</h1>
        {promoCode ? (
          <p className="promo__code">
            Your promo code <strong>{promoCode}</strong> will be applied at payment.
          </p>
        ) : null}
      </>
    );
  return (
    <>
      <h1>Start with {offer.output}</h1>
      <p className="promo__code">
        Your promo code <strong>{offer.code}</strong> will be applied at payment. It takes the place
        of the {TRIAL_DAYS}-day free trial.
      </p>
    </>
  );
}

const ctaText = (offer: PromoResult | null) =>
  offer ? 'Claim your offer' : 'Start your free trial';

function ValuesAndStudios({ promoCode }: { promoCode: string | null }) {
  const { offer } = usePromoOffer(promoCode);
  return (
    <>
      <section
        className="mk-section mk-section--wash mk-center"
        aria-labelledby="promo-values-heading"
      >
        <div className="mk-section__inner">
          <h2 id="promo-values-heading">Why JetSweat</h2>
          <ul className="mk-cols promo__values">
            {promoValuePoints.map((v) => (
              <li key={v} className="mk-card">
                <h3>{v}</h3>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mk-section mk-center" aria-labelledby="promo-studios-heading">
        <div className="mk-section__inner">
          <h2 id="promo-studios-heading">Classes from the best boutique studios</h2>
          <StudioLogoGrid />
          <div className="mk-actions">
            <Link className="btn btn--brand" to={withCode(paths.signup(), promoCode)}>
              {ctaText(offer)}
            </Link>
            <Link className="btn btn--ghost" to={paths.studios}>
              See all studios
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * /specials/{promoName} and /newspecials/{promoName}: the sign-up form with the promo code
 * (the link's ?code=, else the promo's name) carried on to payment, the sizzle reel, the studio
 * logos and the three value points. The form is the accounts feature's, handed in by src/app.
 */
export default function PromoPage({
  variant,
  signupForm,
}: {
  variant: 'specials' | 'newspecials';
  signupForm: (promoCode: string | null) => ReactNode;
}) {
  const { promoName = '' } = useParams();
  const [query] = useSearchParams();
  const { user, loading } = useSession();
  const site = useSite();
  const promoCode = (query.get('code') ?? promoName).trim() || null;
  usePageTitle('Special offer');

  if (loading) return <Loader />;
  if (user)
    return <Navigate to={afterSignupTarget(user, promoCode, site.onWhiteLabelDomain)} replace />;
  return (
    <main className={`promo promo--${variant}`}>
      <section className="promo__top">
        <div className="promo__reel">
          <HlsVideo
            src={siteMedia.sizzleReel}
            poster={siteMedia.sizzleReelPoster}
            controls
            autoPlay
            muted
            loop
            aria-label="JetSweat sizzle reel"
            width={640}
            height={360}
          />
        </div>
        <div className="promo__signup">
          <OfferHeading promoCode={promoCode} />
          {signupForm(promoCode)}
          <p>
            Already have an account? <Link to={withCode(paths.login(), promoCode)}>Log in</Link>
          </p>
        </div>
      </section>
      <ValuesAndStudios promoCode={promoCode} />
    </main>
  );
}
