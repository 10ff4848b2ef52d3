// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import '../../../test/render.tsx';
import { ZoneMinutes } from './zone-minutes.tsx';

it('shows the minutes in each zone reached, by name, the longest bar full width', () => {
  render(<ZoneMinutes zoneMinutes={[0, 2.5, 10, 12.5, 5, 0]} period="Last 30 days" />);

  const section = screen.getByRole('region', { name: 'Time in heart-rate zones' });
  expect(within(section).getByText('Last 30 days: 30 min with a heart rate.')).toBeVisible();
  const rows = within(section).getAllByRole('listitem');
  expect(rows.map((li) => li.textContent)).toEqual([
    'Zone 1 · Very light2.5 min',
    'Zone 2 · Light10 min',
    'Zone 3 · Moderate12.5 min',
    'Zone 4 · Hard5 min',
  ]);
  const widths = rows.map(
    (li) => (li.querySelector('.zone-minutes__bar') as HTMLElement).style.width,
  );
  expect(widths).toEqual(['20%', '80%', '100%', '40%']);
});

it('says how to get zones when no strap reported a heart rate in the period', () => {
  render(<ZoneMinutes zoneMinutes={[0, 0, 0, 0, 0, 0]} period="All time" />);

  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getByText(/No heart rate in this period\. Pair a heart-rate strap/)).toBeVisible();
});
