import { NavLink } from 'react-router';
import { paths } from '../lib/paths.ts';
import './member-nav.css';

const links = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.classes, label: 'Classes' },
  { to: paths.memberPrograms, label: 'Programs' },
  { to: paths.calendar, label: 'Calendar' },
  { to: paths.liveUpcoming, label: 'Live classes' },
  { to: paths.progress, label: 'Progress' },
  { to: paths.profile, label: 'Profile' },
];

/** The member platform's own places. */
export function MemberNav() {
  return (
    <nav className="member-nav" aria-label="Member">
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
