// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  historyAnswerSchema,
  liveHistoryAnswerSchema,
  type HistoryEntry,
  type LiveHistoryEntry,
} from '@jetsweat/contract';
import { member, pilatesClass } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { answer, server } from '../../../test/server.ts';
import { HistoryView } from './history-view.tsx';

const watched = {
  ...pilatesClass,
  watchedAt: '2026-11-20T18:00:00.000Z',
  position: 1800,
  completed: true,
  watchedSeconds: 1800,
};

const withHeartRate: HistoryEntry = {
  ...watched,
  workout: {
    id: 7,
    caloriesFrom: 'heart',
    heartRate: {
      averageBpm: 132,
      maxBpm: 171,
      zoneMinutes: [0, 2.5, 10, 12.5, 5, 0],
      zonePoints: 81.5,
      calories: 305,
      chart: [98, 110, 0, 0, 125, 140, 171, 150],
      chartStepSeconds: 10,
    },
    boardPlace: { rank: 3, of: 12 },
  },
};

function answerHistory(entries: HistoryEntry[], live: LiveHistoryEntry[] = []) {
  server.use(
    http.post('/api/history/myHistory', () => answer(historyAnswerSchema, entries)),
    http.post('/api/history/liveClasses', () => answer(liveHistoryAnswerSchema, live)),
  );
}

it("shows a workout's heart rate: average, maximum, calories, zone minutes by name and a chart", async () => {
  answerHistory([withHeartRate]);
  renderPage(<HistoryView />, { signedInAs: member });

  const heart = await screen.findByRole('region', { name: 'Heart rate' });
  expect(within(heart).getByText('Average').nextElementSibling).toHaveTextContent('132 bpm');
  expect(within(heart).getByText('Maximum').nextElementSibling).toHaveTextContent('171 bpm');
  expect(within(heart).getByText('305 kcal from your heart rate')).toBeVisible();
  // Where the member finished on the class's live board.
  expect(screen.getByText('3rd of 12 on the board')).toBeVisible();

  const zones = within(heart).getByRole('list', { name: 'Minutes in each zone' });
  expect(
    within(zones)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Zone 1 · Very light: 2.5 min',
    'Zone 2 · Light: 10 min',
    'Zone 3 · Moderate: 12.5 min',
    'Zone 4 · Hard: 5 min',
  ]);

  const chart = within(heart).getByRole('img', {
    name: 'Heart rate over 1 minute, between 98 and 171 beats per minute, averaging 132.',
  });
  // The strap's gap (two points without a reading) breaks the line in two.
  const line = chart.querySelector('path')?.getAttribute('d') ?? '';
  expect(line.match(/M/g)).toHaveLength(2);
  expect(within(chart).getByText('bpm')).toBeInTheDocument();
  expect(within(chart).getByText('Minutes')).toBeInTheDocument();
});

it('shows no heart rate for a class watched without a strap', async () => {
  answerHistory([
    { ...watched, workout: { id: 8, caloriesFrom: 'estimate', heartRate: null, boardPlace: null } },
    { ...watched, id: 982, title: 'Core Pilates Flow 2' },
  ]);
  renderPage(<HistoryView />, { signedInAs: member });

  expect(await screen.findByText('Core Pilates Flow 2')).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Heart rate' })).not.toBeInTheDocument();
  expect(screen.queryByText(/from your heart rate/)).not.toBeInTheDocument();
  expect(screen.queryByText(/on the board/)).not.toBeInTheDocument();
});

const liveRide: LiveHistoryEntry = {
  liveClass: {
    id: 41,
    studioId: 3,
    title: 'Live Power Ride',
    description: 'Forty-five minutes on the bike.',
    instructor: 'Maya Chen',
    minutesDuration: 45,
  },
  scheduledDatetime: '2026-11-19T23:00:00.000Z',
  minutesAttended: 40,
  workout: { ...withHeartRate.workout!, id: 9, calories: 305 },
};

it('lists the live classes the member took, with minutes, place and heart rate, after what they watched', async () => {
  const noStrap: LiveHistoryEntry = {
    ...liveRide,
    liveClass: { ...liveRide.liveClass, id: 42, title: 'Live Barre' },
    minutesAttended: 30,
    workout: { id: 10, calories: 210, caloriesFrom: 'estimate', heartRate: null, boardPlace: null },
  };
  answerHistory([], [liveRide, noStrap]);
  renderPage(<HistoryView />, { signedInAs: member });

  const section = await screen.findByRole('region', { name: 'Live classes you took' });
  expect(screen.getByText('You have not watched a class yet.')).toBeVisible();
  const titles = within(section).getAllByRole('heading', { level: 3 });
  expect(titles.map((h) => h.textContent)).toEqual(['Live Power Ride', 'Live Barre']);
  const [ride, barre] = titles.map((h) => h.closest('li')!) as HTMLElement[] as [
    HTMLElement,
    HTMLElement,
  ];
  expect(within(ride).getByText('40 min in the class · 3rd of 12 on the board')).toBeVisible();
  expect(within(ride).getByText('305 kcal from your heart rate')).toBeVisible();
  expect(within(ride).getByRole('region', { name: 'Heart rate' })).toBeVisible();
  // Without a strap: the class's estimate, and no heart rate.
  expect(within(barre).getByText('30 min in the class · 210 kcal')).toBeVisible();
  expect(within(barre).queryByRole('region', { name: 'Heart rate' })).not.toBeInTheDocument();
});

it('shows no live section before the member has come to a live class', async () => {
  answerHistory([{ ...watched, id: 982, title: 'Core Pilates Flow 2' }]);
  renderPage(<HistoryView />, { signedInAs: member });

  expect(await screen.findByText('Core Pilates Flow 2')).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Live classes you took' })).not.toBeInTheDocument();
});
