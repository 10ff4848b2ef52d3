import type { ReactNode } from 'react';
import type { EquipmentKey, Level } from './studio-content.ts';

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const equipmentShapes: Record<EquipmentKey, ReactNode> = {
  yogaMat: (
    <g {...line}>
      <path d="M4 17V8a3 3 0 0 1 6 0v9" />
      <path d="M4 17h16V9H10" />
      <circle cx="7" cy="8" r="1" />
    </g>
  ),
  inflatableBall: (
    <g {...line}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M4 10c5 2 11 2 16 0M6 17c4-3 8-3 12 0" />
    </g>
  ),
  pilatesCircle: (
    <g {...line}>
      <circle cx="12" cy="12" r="7.5" />
      <rect x="9.5" y="2" width="5" height="3" rx="1" />
      <rect x="9.5" y="19" width="5" height="3" rx="1" />
    </g>
  ),
  dumbells: (
    <g {...line}>
      <path d="M7 12h10" />
      <rect x="3" y="8" width="4" height="8" rx="1" />
      <rect x="17" y="8" width="4" height="8" rx="1" />
    </g>
  ),
  slidingDiscs: (
    <g {...line}>
      <ellipse cx="8" cy="14" rx="5" ry="2.5" />
      <ellipse cx="16" cy="10" rx="5" ry="2.5" />
    </g>
  ),
  kettlebell: (
    <g {...line}>
      <path d="M8.5 9.5V7a3.5 3.5 0 0 1 7 0v2.5" />
      <path d="M6 14a6 6 0 0 1 12 0c0 3-1 6-2 6H8c-1 0-2-3-2-6z" />
    </g>
  ),
  block: (
    <g {...line}>
      <path d="M4 9l8-4 8 4v6l-8 4-8-4z" />
      <path d="M4 9l8 4 8-4M12 13v6" />
    </g>
  ),
  foamRoller: (
    <g {...line}>
      <ellipse cx="6" cy="12" rx="2.5" ry="5" />
      <path d="M6 7h12M6 17h12" />
      <ellipse cx="18" cy="12" rx="2.5" ry="5" />
    </g>
  ),
};

const levelBars: Record<Level, number> = { allLevels: 0, intermediate: 2, advance: 3 };

export function EquipmentIcon({ kind }: { kind: EquipmentKey }) {
  return (
    <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true">
      {equipmentShapes[kind]}
    </svg>
  );
}

/** Signal bars: all three outlined for all levels, two or three filled for harder classes. */
export function LevelIcon({ level }: { level: Level }) {
  const filled = levelBars[level];
  return (
    <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={4 + i * 6}
          y={16 - i * 5}
          width="4"
          height={4 + i * 5}
          rx="1"
          fill={i < filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
        />
      ))}
    </svg>
  );
}

export function ClassTypeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true">
      <g {...line}>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M10 8.5l5 3.5-5 3.5z" />
      </g>
    </svg>
  );
}
