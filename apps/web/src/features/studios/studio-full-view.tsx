import { Link } from '../../lib/link.tsx';
import type { Studio } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { DeviceList } from '../../ui/device-list.tsx';
import type { StudioContent } from './studio-content.ts';
import { StudioInstructors } from './studio-instructors.tsx';
import { StudioAbout, StudioIcons } from './studio-sections.tsx';
import { StudioTestimonials } from './studio-testimonials.tsx';

const steps = (studioName: string) => [
  { title: 'Start your free trial', text: 'Your first 7 days are free. Cancel any time.' },
  {
    title: 'Choose your class',
    text: `Stream ${studioName} on demand, or book a live class and we add it to your schedule.`,
  },
  {
    title: 'Sweat anywhere',
    text: 'Take class on your phone, laptop or TV: at home, in a hotel, in the park.',
  },
];

/** How Does it Work: the three steps beside the studio's picture, and the free trial. */
function StudioHowItWorks({ studio, content }: { studio: Studio; content: StudioContent }) {
  return (
    <section className="studio-how" aria-labelledby="studio-how-heading">
      <h2 id="studio-how-heading">How Does it Work</h2>
      <div className="studio-how__body">
        {content.howItWorksImage ? (
          <img src={content.howItWorksImage} alt="" width={480} height={360} loading="lazy" />
        ) : null}
        <ol>
          {steps(studio.name).map((s) => (
            <li key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
      <Link className="btn" to={paths.signup()}>
        Start Your Free Trial
      </Link>
      <p className="studio-how__daypass">
        Just one day? <Link to={paths.daypass(studio.shortName)}>Buy a day pass</Link> for unlimited{' '}
        {studio.name} workouts that day. Coming now and then?{' '}
        <Link to={paths.packs(studio.shortName)}>See its class packs</Link>.
      </p>
    </section>
  );
}

/** A catalogue studio's page: every section the specification lists, in its order. */
export function StudioFullView({ studio, content }: { studio: Studio; content: StudioContent }) {
  return (
    <main className="studio">
      <section className="studio-hero">
        <img
          className="studio-hero__image"
          src={content.hero}
          alt=""
          width={1440}
          height={640}
          fetchPriority="high"
        />
        <div className="studio-hero__text">
          {content.combinedLogo ? (
            <img
              className="studio-hero__logo"
              src={content.combinedLogo}
              alt={`${studio.name} and JetSweat`}
              width={320}
              height={80}
            />
          ) : null}
          <h1>{studio.headerTitle || studio.name}</h1>
          {studio.headerDescription ? <p>{studio.headerDescription}</p> : null}
          <Link className="btn btn--brand" to={paths.signup()}>
            Exclusive Free Trial
          </Link>
        </div>
      </section>

      {studio.introH1 || studio.introH2 ? (
        <section className="studio-intro">
          {studio.introH1 ? <h2>{studio.introH1}</h2> : null}
          {studio.introH2 ? <p>{studio.introH2}</p> : null}
        </section>
      ) : null}

      <StudioIcons content={content} />
      <StudioAbout name={studio.name} content={content} />
      <StudioInstructors instructors={content.instructors} />
      <StudioTestimonials testimonials={content.testimonials} />

      {studio.closingH1 || studio.closingH2 ? (
        <section className="studio-closing">
          {studio.closingH1 ? <h2>{studio.closingH1}</h2> : null}
          {studio.closingH2 ? <p>{studio.closingH2}</p> : null}
        </section>
      ) : null}

      <StudioHowItWorks studio={studio} content={content} />

      <DeviceList />
    </main>
  );
}

/** The restricted view: only the about text, levels, class types and equipment. */
export function StudioRestrictedView({
  studio,
  content,
}: {
  studio: Studio;
  content: StudioContent;
}) {
  return (
    <main className="studio studio--restricted">
      <h1 className="studio-restricted__title">{studio.name}</h1>
      <StudioAbout name={studio.name} content={{ ...content, aboutImage: '' }} />
      <StudioIcons content={content} />
    </main>
  );
}
