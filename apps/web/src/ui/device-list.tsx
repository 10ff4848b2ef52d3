import type { ReactNode } from 'react';
import './device-list.css';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Where classes play (spec: Web, Mobile, Chromecast, Airplay, HDMI). */
export const devices: { name: string; icon: ReactNode }[] = [
  {
    name: 'Web',
    icon: (
      <g {...stroke}>
        <rect x="3" y="4" width="18" height="12" rx="1.5" />
        <path d="M8 20h8M12 16v4" />
      </g>
    ),
  },
  {
    name: 'Mobile',
    icon: (
      <g {...stroke}>
        <rect x="7" y="2.5" width="10" height="19" rx="2" />
        <path d="M11 18.5h2" />
      </g>
    ),
  },
  {
    name: 'Chromecast',
    icon: (
      <g {...stroke}>
        <path d="M3 8V6a1.5 1.5 0 0 1 1.5-1.5h15A1.5 1.5 0 0 1 21 6v12a1.5 1.5 0 0 1-1.5 1.5H14" />
        <path d="M3 12a8 8 0 0 1 8 8M3 16a4 4 0 0 1 4 4M3 20h.01" />
      </g>
    ),
  },
  {
    name: 'Airplay',
    icon: (
      <g {...stroke}>
        <path d="M6 17H4.5A1.5 1.5 0 0 1 3 15.5v-10A1.5 1.5 0 0 1 4.5 4h15A1.5 1.5 0 0 1 21 5.5v10a1.5 1.5 0 0 1-1.5 1.5H18" />
        <path d="M12 14l5 6H7z" />
      </g>
    ),
  },
  {
    name: 'HDMI',
    icon: (
      <g {...stroke}>
        <path d="M3 8h18v5l-3 3H6l-3-3z" />
        <path d="M7 11h10" />
      </g>
    ),
  },
];

/** The compatible-devices block: each device with its icon. */
export function DeviceList({ heading = 'Take class on any device' }: { heading?: string }) {
  return (
    <section className="devices" aria-labelledby="devices-heading">
      <h2 id="devices-heading">{heading}</h2>
      <ul className="devices__list">
        {devices.map((d) => (
          <li key={d.name} className="devices__item">
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
              {d.icon}
            </svg>
            <span>{d.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
