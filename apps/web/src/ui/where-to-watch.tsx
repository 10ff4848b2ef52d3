import { Link } from '../lib/link.tsx';
import { paths } from '../lib/paths.ts';

/**
 * Where classes play, as the product really offers it: the web app in any browser, and a TV by
 * casting or a cord. The specification's app-store and TV-channel badges promised apps JetSweat
 * does not have (issue 56, point 7; docs/decisions/0119-no-promise-of-apps-that-do-not-exist.md).
 */
export function WhereToWatch({ className }: { className?: string }) {
  return (
    <ul className={className}>
      <li>Watch in the browser of any phone, tablet or computer.</li>
      <li>
        <Link to={paths.compatibleDevices}>On your TV: Chromecast, AirPlay or HDMI</Link>
      </li>
    </ul>
  );
}
