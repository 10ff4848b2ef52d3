import type { ReactNode } from 'react';
import { Link } from '../../lib/link.tsx';
import { LIVE_CLASS_CANCEL_CUTOFF_HOURS } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './marketing.css';

const questions: { q: string; a: ReactNode }[] = [
  {
    q: 'How much does JetSweat cost?',
    a: 'The annual plan is $239.99 a year, billed annually. The monthly plan is $19.99 a month. Both start with 7 days free and include unlimited workouts.',
  },
  {
    q: 'When am I charged?',
    a: 'At the end of your free trial, and then automatically at each renewal. Cancel in Account Settings at least 24 hours before the trial ends or your plan renews and you will not be charged again. There are no refunds once billed.',
  },
  {
    q: 'Can I use a promo code with the free trial?',
    a: 'Promo codes cannot be combined with the standard free trial.',
  },
  {
    q: 'What is a day pass?',
    a: 'A one-time payment for unlimited workouts on one calendar day (Eastern Time) with a studio. There is no subscription and nothing renews.',
  },
  {
    q: 'How do live classes work?',
    a: `Live classes stream from the studio at a set time, shown in Eastern Time. Subscribers book them at no extra cost; anyone else can buy a single class. A booking can be cancelled until ${LIVE_CLASS_CANCEL_CUTOFF_HOURS} hours before the class, and a paid class is refunded in full.`,
  },
  {
    q: 'What devices can I use?',
    a: (
      <>
        The browser of any phone, tablet or computer, where JetSweat also installs to the home
        screen; a TV through Chromecast, AirPlay or an HDMI cord. See{' '}
        <Link to={paths.compatibleDevices}>Compatible Devices</Link>.
      </>
    ),
  },
  {
    q: 'Do I need equipment?',
    a: 'Many classes need nothing at all. Others use a yoga mat or light weights; each class lists its equipment, and you can filter for classes with no equipment.',
  },
  {
    q: 'Who can use JetSweat?',
    a: 'Anyone aged 13 or older in the United States.',
  },
  {
    q: 'How do I cancel?',
    a: (
      <>
        In <Link to={paths.account}>Account Settings</Link>, at least 24 hours before your plan
        renews.
      </>
    ),
  },
];

/** /faq: each answer opens under its question. */
export default function FaqPage() {
  usePageTitle('FAQ');
  return (
    <main className="page mk-prose">
      <h1>Frequently Asked Questions</h1>
      <div className="faq">
        {questions.map((item) => (
          <details key={item.q} className="faq__item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
      <p>
        Something else? <Link to={paths.contact}>Contact us</Link>.
      </p>
    </main>
  );
}
