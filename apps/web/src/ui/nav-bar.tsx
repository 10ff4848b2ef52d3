import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../lib/link.tsx';
import { brand } from '@jetsweat/contract';
import { useConsoleAccess } from '../lib/console-access.ts';
import { paths } from '../lib/paths.ts';
import { usePreloadOnIntent } from '../lib/preload.ts';
import { useSession } from '../lib/session.ts';
import { useSite, type Site } from '../lib/site.ts';
import { signupLabel } from '../lib/whitelabel-mode.ts';
import { Dropdown, NavLinks, navVariantFor } from './nav-menu.tsx';
import './nav-bar.css';

/**
 * Log in, or a member's own places and log out; and the sign-up button for visitors. The bar is on
 * every page and in the phone menu, so a member reaches the dashboard, their account and
 * membership, and their booked live classes from anywhere; the last two share a menu so the bar
 * still fits one line on a laptop.
 */
function AccountLinks({ site }: { site: Site }) {
  const { user } = useSession();
  const { search } = useLocation();
  const studioPath = site.onWhiteLabelDomain ? undefined : site.studio?.shortName;
  const preloadDashboard = usePreloadOnIntent(paths.dashboard);
  // Only accounts with a role at a studio (or staff) see the console's link.
  const consoleAccess = useConsoleAccess(user !== null);
  const runsAStudio = (consoleAccess.data?.studios.length ?? 0) > 0;
  if (user) {
    return (
      <>
        <li>
          <Link to={paths.dashboard} {...preloadDashboard}>
            Dashboard
          </Link>
        </li>
        <Dropdown
          label="My Account"
          items={[
            { to: paths.account, label: 'Account & Membership' },
            { to: paths.liveUpcoming, label: 'Booked Live Classes' },
            ...(runsAStudio ? [{ to: paths.console, label: 'Studio console' }] : []),
          ]}
        />
        <li>
          <Link to={paths.logout(studioPath)}>Log Out</Link>
        </li>
      </>
    );
  }
  const signupText = site.studio ? signupLabel(site.studio) : 'Start your free trial';
  return (
    <>
      <li>
        <Link to={`${paths.login(studioPath)}${search}`}>Log In</Link>
      </li>
      <li>
        <Link className="btn btn--brand" to={`${paths.signup(studioPath)}${search}`}>
          {signupText}
        </Link>
      </li>
    </>
  );
}

/** The logo: JetSweat's, or the studio's on its site; it leads home and out of a studio's path. */
function Logo({ site }: { site: Site }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="nav__logo"
      onClick={() => {
        site.leaveStudioMode();
        void navigate(paths.home);
      }}
    >
      {site.studio ? (
        <img src={site.studio.logoUrl} alt={site.studio.name} />
      ) : (
        <>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span style={{ color: brand.colours.darkGreen }}>JetSweat</span>
        </>
      )}
    </button>
  );
}

export function NavBar() {
  const site = useSite();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const variant = navVariantFor(site.studio !== null);

  // The mobile panel closes on resize and on every navigation.
  useEffect(() => {
    const close = () => setOpen(false);
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, []);
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className={`nav${open ? ' nav--open' : ''}`} data-variant={variant}>
      <nav className="nav__inner" aria-label="Main">
        <Logo site={site} />
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={open}
          aria-controls="nav-links"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? '✕' : '☰'}
        </button>
        <ul className="nav__links" id="nav-links">
          <NavLinks variant={variant} onWhiteLabelDomain={site.onWhiteLabelDomain} />
          <AccountLinks site={site} />
        </ul>
      </nav>
    </header>
  );
}
