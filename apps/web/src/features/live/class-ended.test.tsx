// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  classSummarySchema,
  liveEndingTexts,
  workoutSummaryTexts,
  type ClassSummary,
} from '@jetsweat/contract';
import { member } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { answer, server } from '../../test/server.ts';
import { ClassEnded } from './class-ended.tsx';

const ended: ClassSummary = {
  liveClassId: 31,
  endedAt: '2026-11-20T18:45:00.000Z',
  minutesAttended: 44,
  cameraOnSeconds: 600,
  recording: { state: 'none', readyInMinutes: null, videoId: null },
  next: null,
  workout: {
    id: 9,
    calories: 412,
    caloriesFrom: 'heart',
    heartRate: {
      averageBpm: 141,
      maxBpm: 178,
      zoneMinutes: [1, 0, 8.5, 20, 12, 2.5],
      zonePoints: 120,
      calories: 412,
      chart: [120, 140],
      chartStepSeconds: 10,
    },
    boardPlace: { rank: 3, of: 12 },
  },
};

const answerSummary = (summary: ClassSummary) =>
  server.use(http.get('/api/livestream/31/summary', () => answer(classSummarySchema, summary)));

it("sums up the member's class: minutes, calories from the heart, average and maximum, zone minutes and their place on the board", async () => {
  answerSummary(ended);
  renderPage(<ClassEnded liveClassId={31} />, { signedInAs: member });

  const workout = await screen.findByRole('region', { name: workoutSummaryTexts.title });
  const fact = (term: string) => within(workout).getByText(term).nextElementSibling;
  expect(fact('Minutes')).toHaveTextContent('44');
  expect(fact('Calories (from your heart rate)')).toHaveTextContent('412 kcal');
  expect(fact('Average heart rate')).toHaveTextContent('141 bpm');
  expect(fact('Maximum heart rate')).toHaveTextContent('178 bpm');
  expect(fact('Leaderboard')).toHaveTextContent('3rd of 12 on the board');
  const zones = within(workout).getByRole('list', { name: 'Minutes in each zone' });
  expect(
    within(zones)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Resting: 1 min',
    'Zone 2 · Light: 8.5 min',
    'Zone 3 · Moderate: 20 min',
    'Zone 4 · Hard: 12 min',
    'Zone 5 · Maximum: 2.5 min',
  ]);
  expect(screen.getByText(liveEndingTexts.ended)).toBeVisible();
});

it('says plainly when no strap was worn, and shows no place for a member who was not on the board', async () => {
  answerSummary({
    ...ended,
    workout: { id: 9, calories: null, caloriesFrom: 'estimate', heartRate: null, boardPlace: null },
  });
  renderPage(<ClassEnded liveClassId={31} />, { signedInAs: member });

  const workout = await screen.findByRole('region', { name: workoutSummaryTexts.title });
  expect(within(workout).getByText(workoutSummaryTexts.noHeartRate)).toBeVisible();
  expect(within(workout).queryByText(/on the board/)).not.toBeInTheDocument();
  expect(within(workout).queryByText(/kcal/)).not.toBeInTheDocument();
  expect(within(workout).queryByRole('list')).not.toBeInTheDocument();
});

it('shows no workout to the instructor', async () => {
  answerSummary({ ...ended, workout: null });
  renderPage(<ClassEnded liveClassId={31} />, { signedInAs: member });
  expect(await screen.findByText(liveEndingTexts.thanks)).toBeVisible();
  expect(screen.queryByRole('region', { name: workoutSummaryTexts.title })).not.toBeInTheDocument();
});
