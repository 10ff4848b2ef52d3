import type { ReactNode } from 'react';
import { Link } from '../lib/link.tsx';
import { useSite } from '../lib/site.ts';
import { paths } from '../lib/paths.ts';
import { BlogAndGear } from './nav-menu.tsx';
import { WhereToWatch } from './where-to-watch.tsx';
import './footer.css';

function WhiteLabelFooter({
  studioName,
  contactEmail,
}: {
  studioName: string;
  contactEmail: string;
}) {
  return (
    <footer className="footer" data-variant="white-label">
      <div className="footer__bottom">
        <Link to={paths.privacy}>Privacy Policy</Link> · <Link to={paths.terms}>Terms</Link> ·{' '}
        <span>
          Questions? Contact {studioName} at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </span>
      </div>
    </footer>
  );
}

function JetSweatLinks() {
  return (
    <section>
      <h2>JetSweat</h2>
      <ul>
        <li>
          <Link to={paths.studios}>Wellness Partners</Link>
        </li>
        <BlogAndGear />
        <li>
          <Link to={paths.contact}>Contact</Link>
        </li>
        <li>
          <Link to={paths.privacy}>Privacy Policy</Link>
        </li>
        <li>
          <Link to={paths.terms}>Terms</Link>
        </li>
      </ul>
    </section>
  );
}

function ElsewhereLinks() {
  return (
    <>
      <section>
        <h2>Follow us</h2>
        <ul>
          <li>
            <a href="https://instagram.com/jetsweat">Instagram</a>
          </li>
          <li>
            <a href="https://facebook.com/jetsweat">Facebook</a>
          </li>
          <li>
            <a href="https://youtube.com/@jetsweat">YouTube</a>
          </li>
        </ul>
      </section>
      <section>
        <h2>Take class anywhere</h2>
        <WhereToWatch />
      </section>
    </>
  );
}

/** Every page's footer; `newsletter` is the sign-up form the main site shows in it. */
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  const site = useSite();
  if (site.studio)
    return <WhiteLabelFooter studioName={site.studio.name} contactEmail={site.contactEmail} />;
  return (
    <footer className="footer" data-variant="default">
      <div className="footer__inner">
        <section>
          <h2>Get fresh workouts in your inbox</h2>
          {newsletter}
        </section>
        <JetSweatLinks />
        <ElsewhereLinks />
      </div>
      <div className="footer__bottom">
        © JetSweat · Support: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
      </div>
    </footer>
  );
}
