import { describe, expect, it } from 'vitest';
import { programPlan } from './program-plan.ts';

const local = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

describe('programPlan', () => {
  it('spreads each week over its seven days, a week after the one before, at the chosen time', () => {
    const plan = programPlan(
      [
        { week: 1, classes: [{ id: 1 }, { id: 2 }, { id: 3 }] },
        { week: 2, classes: [{ id: 4 }, { id: 1 }] },
      ],
      '2026-03-30',
      '07:30',
    );
    expect(plan.map((p) => p.videoId)).toEqual([1, 2, 3, 4, 1]);
    expect(plan.map((p) => local(p.when))).toEqual([
      '2026-03-30 07:30',
      '2026-04-01 07:30',
      '2026-04-03 07:30',
      '2026-04-06 07:30',
      '2026-04-09 07:30',
    ]);
  });
});
