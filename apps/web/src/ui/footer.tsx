import { Link } from 'react-router';
import { externalLinks, paths } from '../app/paths.ts';
import { NewsletterForm } from '../features/marketing/newsletter-form.tsx';
import { useSite } from '../features/studios/site.tsx';
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

export function Footer() {
  const site = useSite();
  if (site.studio)
    return <WhiteLabelFooter studioName={site.studio.name} contactEmail={site.contactEmail} />;
  return (
    <footer className="footer" data-variant="default">
      <div className="footer__inner">
        <section>
          <h2>Get fresh workouts in your inbox</h2>
          <NewsletterForm />
        </section>
        <section>
          <h2>JetSweat</h2>
          <ul>
            <li>
              <Link to={paths.studios}>Wellness Partners</Link>
            </li>
            <li>
              <a href={externalLinks.blog}>Blog</a>
            </li>
            <li>
              <a href={externalLinks.gear}>Gear</a>
            </li>
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
          <div className="footer__badges">
            <a className="footer__badge" href="https://apps.apple.com/app/jetsweat">
              Download on the App Store
            </a>
            <a className="footer__badge" href="https://channelstore.roku.com/details/jetsweat">
              Add the Roku channel
            </a>
          </div>
        </section>
      </div>
      <div className="footer__bottom">
        © JetSweat · Support: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
      </div>
    </footer>
  );
}
