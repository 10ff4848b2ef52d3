import { Link } from '../../lib/link.tsx';
import { LIVE_CLASS_CANCEL_CUTOFF_HOURS } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './marketing.css';

/** The title, the date and what the terms are. */
function TermsIntro() {
  return (
    <>
      <h1>Terms of Service and End-User Licence</h1>
      <p>
        <em>Last updated 10 March 2025.</em>
      </p>
      <p>
        These terms are an agreement between you and JetSweat (“JetSweat”, “we”, “us”) about your
        use of the JetSweat website, apps and streaming service (the “Service”). By creating an
        account or using the Service you accept these terms and our{' '}
        <Link to={paths.privacy}>Privacy Policy</Link>. If you do not accept them, do not use the
        Service.
      </p>

      <h2>1. Who may use the Service</h2>
      <p>
        You must be at least 13 years old to use the Service; the minimum age is 13. If you are
        under the age of majority where you live, a parent or guardian must accept these terms for
        you. The Service is offered for use in the United States only.
      </p>

      <h2>2. Your account</h2>
      <p>
        Keep your password secret and your details accurate. You are responsible for everything done
        with your account. Tell us at once if you think someone else is using it. One account per
        person; accounts may not be shared or resold.
      </p>
    </>
  );
}

/** Subscriptions, trials and billing; day passes, live classes and credits. */
function TermsBilling() {
  return (
    <>
      <h2>3. Subscriptions, free trials and billing</h2>
      <ul>
        <li>
          <strong>Annual plan:</strong> $239.99 per year, billed annually, with the first 7 days
          free. Unlimited workouts; cancel any time.
        </li>
        <li>
          <strong>Monthly plan:</strong> $19.99 per month, with the first 7 days free. Unlimited
          workouts.
        </li>
        <li>All prices are in US dollars (USD) and exclude any taxes that apply where you live.</li>
        <li>
          Your payment method is charged when your free trial ends, and your subscription then
          renews automatically at the end of each billing period at the price then in effect until
          you cancel.
        </li>
        <li>
          To avoid being charged, cancel in Account Settings at least 24 hours before your trial
          ends or your subscription renews. The cancellation notice period is 24 hours before
          renewal. After you cancel you keep access until the end of the period you have paid for.
        </li>
        <li>
          There are no refunds once you have been billed, and there are no partial refunds for
          unused parts of a billing period.
        </li>
        <li>
          Promo codes cannot be combined with the standard free trial, and have no cash value.
        </li>
      </ul>

      <h2>4. Day passes, live classes and credits</h2>
      <ul>
        <li>
          A day pass is a one-time payment giving unlimited workouts for one calendar day (Eastern
          Time). Its price is set by the studio and shown before you pay. It does not renew.
        </li>
        <li>
          A booked live class can be cancelled until {LIVE_CLASS_CANCEL_CUTOFF_HOURS} hours before
          it starts, and a paid one is refunded in full to the card it was paid with. After that, it
          cannot be cancelled, refunded or switched to another class.
        </li>
        <li>
          Credit packages and pay-per-view purchases give you access indefinitely, for as long as
          the Service is offered.
        </li>
      </ul>
    </>
  );
}

/** The licence, health and safety, acceptable use, and changes. */
function TermsUse() {
  return (
    <>
      <h2>5. Your licence to use the Service</h2>
      <p>
        We grant you a personal, non-exclusive, non-transferable, revocable licence to stream
        classes for your own non-commercial use. You may not copy, download (except where the
        Service offers it), broadcast, publicly perform, resell or modify any class, or use the
        Service to build a competing product. Classes and their content belong to JetSweat and its
        partner studios.
      </p>

      <h2>6. Your health and safety</h2>
      <p>
        Exercise carries a risk of injury. Consult a physician before starting any fitness
        programme, especially if you are pregnant, have a medical condition or have not exercised
        recently. Stop if you feel pain, dizziness or shortness of breath. Instructors’ guidance is
        general and is not medical advice. You take part at your own risk.
      </p>

      <h2>7. Acceptable use</h2>
      <p>
        Do not misuse the Service: no interfering with its operation, no attempts to reach accounts
        or data that are not yours, no harassment of other members or instructors in chat or live
        classes, and no automated scraping.
      </p>

      <h2>8. Changes to the Service and to these terms</h2>
      <p>
        Classes, studios and features change over time. We may change these terms; if a change
        matters, we will tell you by e-mail or in the Service at least 30 days before it applies. If
        you keep using the Service after that, the new terms apply.
      </p>
    </>
  );
}

/** Ending the agreement, liability, disputes, contact, and the key terms. */
function TermsEnding() {
  return (
    <>
      <h2>9. Ending the agreement</h2>
      <p>
        You may stop using the Service and cancel your subscription at any time. We may suspend or
        end your account at once if you seriously breach these terms, and otherwise may end the
        Service or your account for any reason on 10 days’ notice.
      </p>

      <h2>10. Disclaimers and limits of liability</h2>
      <p>
        The Service is provided “as is” and “as available”. To the extent the law allows, we are not
        liable for indirect, incidental or consequential damages, and our total liability to you for
        any claim is limited to the greater of the fees you paid us in the 12 months before the
        claim or $100. Nothing here limits liability that cannot be limited by law.
      </p>

      <h2>11. Disputes</h2>
      <p>
        Please contact us first; most problems are solved quickly. Any claim about the Service must
        be brought within 1 year after it arises, or it is barred. These terms are governed by the
        laws of the State of New York, without regard to its conflict-of-law rules.
      </p>

      <h2>12. Contact</h2>
      <p>
        Questions about these terms: <Link to={paths.contact}>contact us</Link>.
      </p>

      <h2>Key terms at a glance</h2>
      <ul className="legal__summary">
        <li>Minimum age: 13. For use in the United States.</li>
        <li>Free trial: 7 days on both plans; charged when it ends; renews automatically.</li>
        <li>Cancel in Account Settings at least 24 hours before renewal.</li>
        <li>No refunds once billed; no partial refunds.</li>
        <li>
          Live classes: cancel until {LIVE_CLASS_CANCEL_CUTOFF_HOURS} hours before for a full
          refund.
        </li>
        <li>Claims must be brought within 1 year.</li>
        <li>Our liability is capped at the greater of the fees you paid or $100.</li>
        <li>We may end the Service or your account on 10 days’ notice.</li>
      </ul>
    </>
  );
}

/** /terms: the end-user licence and terms of service, in full. */
export default function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <main className="page mk-prose legal">
      <TermsIntro />
      <TermsBilling />
      <TermsUse />
      <TermsEnding />
    </main>
  );
}
