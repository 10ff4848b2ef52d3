import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './marketing.css';

/** The title, and what we collect. */
function PrivacyCollected() {
  return (
    <>
      <h1>Privacy Policy</h1>
      <p>
        <em>Last updated 10 March 2025.</em>
      </p>
      <p>
        This policy explains what personal information JetSweat collects when you use our website,
        apps and streaming service (the “Service”), why, and the choices you have. It is part of our{' '}
        <Link to={paths.terms}>Terms of Service</Link>.
      </p>

      <h2>1. What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address and password (stored only as a
          one-way hash), and the studio you signed up with.
        </li>
        <li>
          <strong>Profile details you choose to give:</strong> birthday, weight and gender, used to
          estimate calories burned.
        </li>
        <li>
          <strong>Payments:</strong> our payment processor handles your card. We keep only the card
          brand, its last four digits and your purchase history; we never see or store the full card
          number.
        </li>
        <li>
          <strong>Activity:</strong> the classes you watch, schedule, complete or favourite, your
          live-class attendance, and whether your camera was on in a live class.
        </li>
        <li>
          <strong>Messages:</strong> what you send us through the contact and demo-request forms,
          and newsletter sign-ups.
        </li>
        <li>
          <strong>Device information:</strong> browser and device type, and technical logs kept for
          security and troubleshooting.
        </li>
      </ul>
    </>
  );
}

/** How we use and share it, calendars and how long we keep it. */
function PrivacyUse() {
  return (
    <>
      <h2>2. How we use it</h2>
      <p>
        To run the Service and your account; to bill you; to recommend classes and track your
        progress; to answer your messages; to send service e-mails (receipts, password resets,
        booking confirmations); to send the newsletter if you signed up for it; to keep the Service
        secure; and to meet legal obligations.
      </p>

      <h2>3. Who we share it with</h2>
      <p>
        We do not sell your personal information. We share it only with providers who run parts of
        the Service for us (hosting, payment processing, e-mail delivery), under contracts that
        limit their use of it; with the partner studio whose white-label site you use, for your
        membership there; and when the law requires it.
      </p>

      <h2>4. Calendars</h2>
      <p>
        When you add a booked class to your calendar, we hand you a calendar file or a link for your
        calendar app to open. We do not connect to your calendar account or read it.
      </p>

      <h2>5. How long we keep it</h2>
      <p>
        For as long as you have an account, and afterwards only as long as needed for legal, tax and
        accounting reasons. Contact-form messages are kept for two years.
      </p>
    </>
  );
}

/** Your rights, children, security, changes and contact. */
function PrivacyRights() {
  return (
    <>
      <h2>6. Your choices and rights</h2>
      <ul>
        <li>You can see and correct your profile in Account Settings.</li>
        <li>Every newsletter e-mail has an unsubscribe link that works with one click.</li>
        <li>
          You can ask for a copy of your information or for your account to be deleted by{' '}
          <Link to={paths.contact}>contacting us</Link>. Residents of some states have further
          rights under state law, and we honour them.
        </li>
      </ul>

      <h2>7. Children</h2>
      <p>
        The Service is for people aged 13 or older. We do not knowingly collect information from
        children under 13.
      </p>

      <h2>8. Security</h2>
      <p>
        Passwords are hashed, connections are encrypted, sessions expire and can be ended by logging
        out. No system is perfectly secure; we will tell you promptly if a breach affects your
        information.
      </p>

      <h2>9. Changes</h2>
      <p>We will post any change here and, if it matters, tell you by e-mail before it applies.</p>

      <h2>10. Contact</h2>
      <p>
        Questions about privacy: <Link to={paths.contact}>contact us</Link>.
      </p>
    </>
  );
}

/** /privacypolicy: the privacy policy, in full. */
export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <main className="page mk-prose legal">
      <PrivacyCollected />
      <PrivacyUse />
      <PrivacyRights />
    </main>
  );
}
