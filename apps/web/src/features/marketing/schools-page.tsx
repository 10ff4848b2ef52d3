import { usePageTitle } from '../../lib/use-page-title.ts';
import { CardList, ClosingCall, MarketingSection } from './marketing-section.tsx';
import { useDemoModal } from './use-demo-modal.tsx';
import './marketing.css';
import './organisations.css';

const pillars = [
  {
    title: 'Physical health',
    text: 'Cardio, strength, yoga and dance classes that fit between lectures, in a dorm room or at the rec centre.',
  },
  {
    title: 'Mental resilience',
    text: 'Meditation and breath work for exam weeks, homesickness and everything in between.',
  },
  {
    title: 'Academic excellence',
    text: 'Students who move regularly sleep better, focus longer and do better in class.',
  },
];

const pairs = [
  {
    active: 85,
    inactive: 50,
    text: 'of students who exercise regularly say they cope well with stress, against those who do not',
  },
  {
    active: 83,
    inactive: 74,
    text: 'report good sleep most nights, against those who do not exercise',
  },
  {
    active: 75,
    inactive: 25,
    text: 'feel connected to their campus community, against inactive students',
  },
];

/** /whoweserve/schools: campus wellness for schools and colleges. */
export default function SchoolsPage() {
  usePageTitle('Campus Wellness');
  const demo = useDemoModal('schools');
  return (
    <main className="organisations">
      <section className="mk-hero">
        <div className="mk-hero__inner">
          {/* One line on wide screens, two below 625px. */}
          <h1 aria-label="JETSWEAT CAMPUS WELLNESS" className="campus-title">
            <span className="campus-title__line">JETSWEAT</span>
            <span className="campus-title__line">CAMPUS WELLNESS</span>
          </h1>
          <p>
            Boutique fitness and mindfulness for every student, streamed from 30+ studio partners.
          </p>
          <div className="mk-hero__actions">
            <button type="button" className="btn btn--brand" onClick={demo.show}>
              Get in Contact
            </button>
          </div>
        </div>
      </section>

      <MarketingSection
        headingId="recreation-heading"
        heading="Campus recreation programming, without the limits"
        lead="Extend your rec centre with live and on-demand classes from 30 or more studio partners. Students stream to a phone, Chromecast, Roku or an HDMI-connected TV, so every dorm room becomes a studio."
      />

      <MarketingSection
        headingId="reach-heading"
        heading="Reach every student"
        lead="Commuters, athletes, night owls and first-years who have never set foot in a gym."
        tone="wash"
      >
        <CardList cards={pillars} />
      </MarketingSection>

      <MarketingSection headingId="wellbeing-heading" heading="Student wellbeing, by the numbers">
        <ul className="campus-pairs">
          {pairs.map((p) => (
            <li key={p.text} className="campus-pair">
              <p
                className="campus-pair__numbers"
                aria-label={`${p.active}% compared with ${p.inactive}%`}
              >
                <strong>{p.active}%</strong> <span>vs {p.inactive}%</span>
              </p>
              <p>{p.text}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <ClosingCall
        heading="Bring JetSweat to your campus"
        action="Get in Touch"
        onAction={demo.show}
        tone="dark"
      />
      {demo.modal}
    </main>
  );
}
