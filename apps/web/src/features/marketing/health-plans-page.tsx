import { usePageTitle } from '../../lib/use-page-title.ts';
import { CardList, ClosingCall, MarketingSection } from './marketing-section.tsx';
import { useDemoModal } from './use-demo-modal.tsx';
import './marketing.css';
import './organisations.css';

const benefits = [
  {
    title: 'Engagement that lasts',
    text: 'Members choose from more than 120 classes across 30+ boutique studios, so there is always something new to try.',
  },
  {
    title: 'Access for every member',
    text: 'No gym to travel to: classes stream to phones, laptops and TVs, at home or on the road, for every age and ability.',
  },
  {
    title: 'Simple to offer',
    text: 'Eligibility files, a branded sign-up page and monthly utilisation reports. Your team does not lift a finger.',
  },
];

const claims = [
  { value: '$3.27', text: 'saved for every $1 spent on wellness programmes' },
  { value: '15%', text: 'lower lapse rate among engaged members' },
  { value: '10 pounds', text: 'average weight loss among active members' },
  { value: '34%', text: 'more activity each week' },
];

/** /whoweserve/healthplans. */
export default function HealthPlansPage() {
  usePageTitle('Health Plans');
  const demo = useDemoModal('healthplans');
  return (
    <main className="organisations">
      <section className="mk-hero">
        <div className="mk-hero__inner">
          <h1>Movement your members will love</h1>
          <p>
            Give members live and on-demand classes from the best boutique studios, and see
            healthier, more loyal members.
          </p>
          <div className="mk-hero__actions">
            <button type="button" className="btn btn--brand" onClick={demo.show}>
              Get in Touch
            </button>
          </div>
        </div>
      </section>

      <MarketingSection
        headingId="serve-heading"
        heading="Who We Serve"
        lead="Medicare Advantage, Medicaid and commercial plans who want a fitness benefit members use month after month, not once in January."
      />

      <MarketingSection
        headingId="needs-heading"
        heading="We Meet Provider Needs"
        lead="A benefit that improves member health, retention and satisfaction, with the reporting to show it."
        tone="wash"
      >
        <CardList cards={benefits} />
      </MarketingSection>

      <MarketingSection
        headingId="results-heading"
        heading="Results that matter"
        tone="dark"
        center
      >
        <ul className="mk-stats">
          {claims.map((c) => (
            <li key={c.value} className="mk-stat">
              <strong>{c.value}</strong>
              {c.text}
            </li>
          ))}
        </ul>
      </MarketingSection>

      <ClosingCall
        heading="Empower a Healthy Member Community through Movement"
        lead="Let’s build a fitness benefit for your members together."
        action="Get in Touch"
        onAction={demo.show}
      />
      {demo.modal}
    </main>
  );
}
