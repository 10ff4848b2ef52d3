import { useRef, useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { siteMedia } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DeviceList } from '../../ui/device-list.tsx';
import { HlsVideo } from '../../ui/hls-video.tsx';
import { useSession } from '../../lib/session.ts';
import { StudioChooser } from './studio-chooser.tsx';
import './marketing.css';
import { MarketingSection, StepList } from './marketing-section.tsx';
import './home.css';

const steps = [
  {
    title: 'Start your free trial',
    text: 'Seven days free on either plan. Cancel any time from your account.',
  },
  {
    title: 'Pick a studio and a class',
    text: 'Yoga, Pilates, cycling, boxing, strength, stretching: on demand or live.',
  },
  {
    title: 'Work out anywhere',
    text: 'On your phone, laptop or TV with Chromecast, AirPlay or an HDMI cord.',
  },
];

/**
 * The muted, looping background video, with a pause button (moving pictures must be stoppable).
 * A visitor who asked for less motion sees its still picture until they press play.
 */
function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [calm] = useState(
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  );
  const [paused, setPaused] = useState(calm);
  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };
  return (
    <>
      <HlsVideo
        ref={video}
        className="home-hero__video"
        src={siteMedia.homeBackground}
        poster={siteMedia.homeBackgroundPoster}
        autoPlay={!calm}
        muted
        loop
        preload={calm ? 'metadata' : 'auto'}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="home-background-video"
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      />
      <button
        type="button"
        className="home-hero__pause"
        onClick={toggle}
        aria-label={paused ? 'Play background video' : 'Pause background video'}
      >
        {paused ? '▶' : '❚❚'}
      </button>
    </>
  );
}

/** The main site's home page: what JetSweat is, the ways in, and a studio chooser. */
export default function HomePage() {
  usePageTitle('Boutique fitness, wherever you are');
  const { user } = useSession();
  return (
    <main className="home">
      <section className="mk-hero home-hero">
        <HeroVideo />
        <div className="mk-hero__inner">
          <h1>Boutique fitness, wherever you are</h1>
          <p>
            Live and on-demand classes from the best boutique studios: yoga, Pilates, cycling,
            boxing, strength and more. The first 7 days are free.
          </p>
          <div className="mk-hero__actions">
            {user ? (
              <Link className="btn btn--brand" to={paths.dashboard}>
                Go to your dashboard
              </Link>
            ) : (
              <Link className="btn btn--brand" to={paths.signup()}>
                Start your free trial
              </Link>
            )}
            <Link className="btn btn--ghost" to={paths.explore}>
              Explore studios
            </Link>
          </div>
        </div>
      </section>

      <MarketingSection headingId="home-how-heading" heading="How it works" center>
        <StepList steps={steps} />
        <div className="mk-actions">
          <Link className="btn" to={paths.howItWorks}>
            Learn how JetSweat works
          </Link>
          {user ? null : (
            <Link className="btn btn--ghost" to={paths.signup()}>
              Sign up free
            </Link>
          )}
        </div>
      </MarketingSection>

      <StudioChooser />
      <DeviceList />
    </main>
  );
}
