import { NavLink } from '../lib/link.tsx';
import { memberRoutes, paths } from '../lib/paths.ts';
import { usePreloadOnIntent } from '../lib/preload.ts';
import './member-nav.css';

const links = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.classes, label: 'Classes' },
  { to: paths.memberPrograms, label: 'Programs' },
  { to: paths.calendar, label: 'Calendar' },
  { to: paths.liveUpcoming, label: 'Live classes' },
  { to: paths.progress, label: 'Progress' },
  { to: memberRoutes.downloads, label: 'Downloads' },
  { to: paths.friends, label: 'Friends' },
  { to: paths.profile, label: 'Profile' },
];

/** A place of the member platform; its page starts loading when the member points at it. */
function MemberNavLink({ to, label }: { to: string; label: string }) {
  return (
    <NavLink to={to} end {...usePreloadOnIntent(to)}>
      {label}
    </NavLink>
  );
}

/** The member platform's own places. */
export function MemberNav() {
  return (
    <nav className="member-nav" aria-label="Member">
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <MemberNavLink to={l.to} label={l.label} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
