import { usePageTitle } from '../../lib/use-page-title.ts';
import { BrandCarousel } from './brand-carousel.tsx';
import { DonutChart } from './donut-chart.tsx';
import { ClosingCall, MarketingSection, StepList } from './marketing-section.tsx';
import { useDemoModal } from './use-demo-modal.tsx';
import './marketing.css';
import './organisations.css';

const featuredOn = [
  'Wellness Weekly',
  'The Morning Stretch',
  'Fit Business Review',
  'Active Living Today',
  'HR Tech Digest',
];

const howItWorks = [
  {
    title: 'We set you up',
    text: 'A branded sign-up link for your team, ready in a day. No app to install, no hardware to buy.',
  },
  {
    title: 'Your people choose',
    text: 'More than 120 on-demand classes and daily live classes from 30+ boutique studios.',
  },
  {
    title: 'They move, anywhere',
    text: 'On a phone between meetings, a laptop at home or a TV through Chromecast, AirPlay or HDMI.',
  },
  {
    title: 'You see what works',
    text: 'Monthly reports on activation and favourite classes, never on any one person.',
  },
];

const voices = [
  {
    quote:
      'Our hybrid team finally has something they do together. Friday live barre is now a company tradition.',
    name: 'Dana Whitfield',
    role: 'People Operations Lead, a 400-person logistics company',
  },
  {
    quote: 'Setup took an afternoon. Within a month a third of the office had taken a class.',
    name: 'Marcus Lee',
    role: 'Benefits Manager, a regional credit union',
  },
  {
    quote:
      'The short classes are the secret. Ten minutes of stretching between calls changed how my afternoons feel.',
    name: 'Priya Nair',
    role: 'Software engineer',
  },
];

/** The opening band: the promise and the demo button. */
function Hero({ onDemo }: { onDemo(): void }) {
  return (
    <>
      <section className="mk-hero">
        <div className="mk-hero__inner">
          <h1>Tailored Wellness Solutions for Your Team</h1>
          <p className="organisations__tagline">Anytime. Anywhere.</p>
          <p>
            Live and on-demand classes from the best boutique studios, for every person on your
            team, wherever they work.
          </p>
          <div className="mk-hero__actions">
            <button type="button" className="btn btn--brand" onClick={onDemo}>
              Give it a try
            </button>
          </div>
        </div>
      </section>
    </>
  );
}

/** Where JetSweat has been featured. */
function Featured() {
  return (
    <>
      <section className="organisations__featured" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured On</h2>
        <ul>
          {featuredOn.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Why one benefit works for a whole team, beside the wellbeing figure. */
function OneBenefit({ onDemo }: { onDemo(): void }) {
  const seeHow = () =>
    document.getElementById('how-it-works')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <>
      <section className="mk-section">
        <div className="mk-section__inner organisations__split">
          <div>
            <h2>One benefit your whole team will actually use</h2>
            <p className="mk-section__lead">
              JetSweat brings yoga, Pilates, HIIT, boxing, meditation and more from 30+ boutique
              studios to your people, live and on demand, on any device. More than half of American
              employees struggle to stay well at work; we make moving the easy part.
            </p>
            <div className="mk-actions">
              <button type="button" className="btn" onClick={onDemo}>
                Request a demo
              </button>
              <button type="button" className="btn btn--ghost" onClick={seeHow}>
                See how it works
              </button>
            </div>
          </div>
          <DonutChart
            percent={64}
            label="of employees say they are struggling with their wellbeing"
            size={200}
          />
        </div>
      </section>
    </>
  );
}

/** How it works, the studios, and the impact. */
function Sections() {
  return (
    <>
      <MarketingSection
        id="how-it-works"
        headingId="how-heading"
        heading="How it works"
        tone="wash"
      >
        <StepList steps={howItWorks} className="organisations__cards" />
      </MarketingSection>

      <MarketingSection
        headingId="studios-heading"
        heading="Classes from studios people love"
        center
      >
        <BrandCarousel />
      </MarketingSection>

      <MarketingSection
        headingId="impact-heading"
        heading="The impact"
        lead="What happens when a team gets JetSweat."
        tone="wash"
        center
      >
        <div className="donuts">
          <DonutChart percent={29} label="average activation across a company" />
          <DonutChart percent={100} label="feel better after class" />
          <DonutChart percent={91} label="experience something new" />
        </div>
      </MarketingSection>
    </>
  );
}

/** What employers and their people say. */
function Voices() {
  return (
    <>
      <section className="mk-section" aria-labelledby="voices-heading">
        <div className="mk-section__inner">
          <h2 id="voices-heading" className="mk-center">
            Voices of Experience
          </h2>
          <ul className="mk-cols organisations__voices">
            {voices.map((v) => (
              <li key={v.name} className="mk-card">
                <blockquote>“{v.quote}”</blockquote>
                <p>
                  <strong>{v.name}</strong>
                  <br />
                  {v.role}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** /whoweserve/employers: the workplace wellness page. */
export default function EmployersPage() {
  usePageTitle('Workplace Wellness');
  const demo = useDemoModal('employers');
  return (
    <main className="organisations">
      <Hero onDemo={demo.show} />
      <Featured />
      <OneBenefit onDemo={demo.show} />
      <Sections />
      <Voices />
      <ClosingCall
        heading="Ready to bring JetSweat to your team?"
        action="Book a demo"
        onAction={demo.show}
        tone="dark"
      />
      {demo.modal}
    </main>
  );
}
