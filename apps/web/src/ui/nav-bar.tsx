import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { brand } from '@jetsweat/contract';
import { externalLinks, paths } from '../app/paths.ts';
import { useSession } from '../features/accounts/session.tsx';
import { useSite } from '../features/studios/site.tsx';
import { useStudioMenu } from '../features/studios/studio-menu.ts';
import { signupLabel } from '../features/studios/whitelabel-mode.ts';
import './nav-bar.css';

export type NavVariant = 'marketing' | 'site' | 'studio';

/** Which bar a page shows: marketing pages, a studio's own page, or the rest of the site. */
export function navVariantFor(pathname: string): NavVariant {
  if (pathname === '/' || pathname.startsWith('/whoweserve') || pathname === '/how-it-works')
    return 'marketing';
  if (pathname.startsWith('/studios/')) return 'studio';
  return 'site';
}

function Dropdown({
  label,
  items,
  onOpen,
}: {
  label: string;
  items: { to: string; label: string }[];
  onOpen?: () => void;
}) {
  return (
    <li>
      <details className="nav__menu" onToggle={(e) => e.currentTarget.open && onOpen?.()}>
        <summary>{label}</summary>
        <ul>
          {items.map((i) => (
            <li key={i.to}>
              {/* The bar stays on screen across pages, so a chosen item closes its menu. */}
              <Link
                to={i.to}
                onClick={(e) => e.currentTarget.closest('details')?.removeAttribute('open')}
              >
                {i.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

function BlogAndGear() {
  return (
    <>
      <li>
        <a href={externalLinks.blog}>Blog</a>
      </li>
      <li>
        <a href={externalLinks.gear}>Gear</a>
      </li>
    </>
  );
}

export function NavBar() {
  const { user } = useSession();
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const variant = navVariantFor(location.pathname);
  const whiteLabel = site.studio !== null;
  const query = location.search;

  // The mobile panel closes on resize and on every navigation.
  useEffect(() => {
    const close = () => setOpen(false);
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, []);
  useEffect(() => setOpen(false), [location.pathname]);

  const studioMenu = useStudioMenu();
  const signupText = whiteLabel
    ? signupLabel(site.studio)
    : { marketing: 'Start your free trial', studio: 'Start Your Free Trial', site: 'Sign Up' }[
        variant
      ];
  const signupTo = `${paths.signup(site.onWhiteLabelDomain ? undefined : site.studio?.shortName)}${query}`;
  const loginTo = `${paths.login(site.onWhiteLabelDomain ? undefined : site.studio?.shortName)}${query}`;
  const logoutTo = paths.logout(site.onWhiteLabelDomain ? undefined : site.studio?.shortName);

  const account = user ? (
    <>
      <li>
        <Link to={paths.dashboard}>Dashboard</Link>
      </li>
      <li>
        <Link to={logoutTo}>Log Out</Link>
      </li>
    </>
  ) : (
    <li>
      <Link to={loginTo}>Log In</Link>
    </li>
  );
  const signup = user ? null : (
    <li>
      <Link className="btn btn--brand" to={signupTo}>
        {signupText}
      </Link>
    </li>
  );

  return (
    <header className={`nav${open ? ' nav--open' : ''}`} data-variant={variant}>
      <nav className="nav__inner" aria-label="Main">
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
          {variant === 'marketing' && !whiteLabel ? (
            <>
              <Dropdown
                label="Wellness Partners"
                items={studioMenu.items}
                onOpen={studioMenu.load}
              />
              <Dropdown
                label="For Individuals"
                items={[
                  { to: paths.howItWorks, label: 'How it Works' },
                  { to: paths.liveSchedule, label: 'Live Schedule' },
                ]}
              />
              <Dropdown
                label="For Organizations"
                items={[
                  { to: paths.healthPlans, label: 'Health Plans' },
                  { to: paths.employers, label: 'Employers' },
                  { to: paths.schools, label: 'Education' },
                ]}
              />
            </>
          ) : null}
          {variant === 'site' && !whiteLabel ? (
            <>
              <Dropdown label="Studios" items={studioMenu.items} onOpen={studioMenu.load} />
              <li>
                <Link to={paths.howItWorks}>How it Works</Link>
              </li>
              <li>
                <Link to={paths.liveSchedule}>Live Schedule</Link>
              </li>
              <BlogAndGear />
            </>
          ) : null}
          {variant === 'studio' ? (
            <>
              {site.onWhiteLabelDomain ? null : (
                <li>
                  <Link to={paths.studios}>Studios</Link>
                </li>
              )}
              <li>
                <Link to={paths.howItWorks}>How It Works</Link>
              </li>
              <BlogAndGear />
            </>
          ) : null}
          {account}
          {signup}
        </ul>
      </nav>
    </header>
  );
}
