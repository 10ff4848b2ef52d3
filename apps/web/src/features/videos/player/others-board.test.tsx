// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useRef } from 'react';
import { expect, it } from 'vitest';
import {
  emptyHeartRateTally,
  videoBoardSchema,
  videoBoardTexts,
  type User,
  type VideoBoard,
} from '@jetsweat/contract';
import type { HeartRateWorkout } from '../../../lib/heart-rate/use-heart-rate-tally.ts';
import { member } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { answer, server } from '../../../test/server.ts';
import { OthersBoard } from './others-board.tsx';

const VIDEO_ID = 7;

/** A strap counting for a minute at 150 bpm (zone 4 of 185), as the player's tally holds it. */
const heart: HeartRateWorkout = {
  tally: {
    ...emptyHeartRateTally,
    zonePoints: 4,
    kcal: 9.6,
    last: { atMs: 60_000, bpm: 150 },
  },
  counting: true,
  maxBpm: 185,
  onMeasurement: () => undefined,
  samples: () => [],
};

const line = (rank: number, label: string, you = false) => ({
  rank,
  label,
  you,
  zone: 3 as const,
  calories: 40 - rank,
  zonePoints: 30 - rank,
});

/** GET /api/video/7/board answered by `reply`, each request's query kept. */
function boardRoute(reply: (atSecond: number) => VideoBoard) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`/api/video/${VIDEO_ID}/board`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return answer(videoBoardSchema, reply(Number(query.get('atSecond'))));
    }),
  );
  return asked;
}

const boardAt = (atSecond: number, lines = [line(1, 'Bea B.'), line(2, 'Ada M.', true)]) => ({
  videoId: VIDEO_ID,
  atSecond,
  sortBy: 'zonePoints' as const,
  lines,
  own: lines.find((l) => l.you) ?? null,
  total: lines.length,
});

let video: HTMLVideoElement | null = null;
function Player() {
  const ref = useRef<HTMLVideoElement>(null);
  return (
    <>
      <video
        ref={(el) => {
          ref.current = el;
          video = el;
        }}
      />
      <OthersBoard videoId={VIDEO_ID} videoRef={ref} heart={heart} calories={9.6} />
    </>
  );
}

/** The video at `second`, as playing (timeupdate) or a seek (seeked) tells the page. */
const moveTo = (second: number, event: 'timeupdate' | 'seeked') =>
  act(() => {
    Object.defineProperty(video!, 'currentTime', { value: second, configurable: true });
    video!.dispatchEvent(new Event(event));
  });

const shownOnBoards: User = { ...member, leaderboardShow: 'name' };

it('is open for a member who shows on leaderboards, with their own figures ranked and highlighted', async () => {
  const asked = boardRoute(boardAt);
  renderPage(<Player />, { signedInAs: shownOnBoards });

  const lines = await screen.findByRole('list', { name: 'Ranked by zone points' });
  const items = within(lines).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    '1Bea B.Zone 3 · Moderate39 kcal29 zone points',
    '2Ada M. (you)Zone 3 · Moderate38 kcal28 zone points',
  ]);
  expect(items[1]).toHaveClass('others-board__line--you');
  expect(screen.getByText(videoBoardTexts.at('0:00'))).toBeInTheDocument();
  // The page's own figures so far go with the question: the heart's calories, points and zone.
  expect(Object.fromEntries(asked[0]!)).toEqual({
    atSecond: '0',
    calories: '9.6',
    zonePoints: '4',
    zone: '4',
    sortBy: 'zonePoints',
  });
  expect(screen.queryByText(videoBoardTexts.onlyYouSeeYou)).not.toBeInTheDocument();
});

it('asks again after 30 s of playback and at once after a seek, not in between', async () => {
  const asked = boardRoute(boardAt);
  renderPage(<Player />, { signedInAs: shownOnBoards });
  await screen.findByText(videoBoardTexts.at('0:00'));

  await moveTo(20, 'timeupdate');
  await moveTo(31, 'timeupdate');
  expect(await screen.findByText(videoBoardTexts.at('0:31'))).toBeInTheDocument();
  await moveTo(45, 'timeupdate');
  await moveTo(600, 'seeked');
  expect(await screen.findByText(videoBoardTexts.at('10:00'))).toBeInTheDocument();
  expect(asked.map((q) => q.get('atSecond'))).toEqual(['0', '31', '600']);
});

it('is closed for a member who does not show on leaderboards until opened, and says only they see their line', async () => {
  const asked = boardRoute(boardAt);
  const { user } = renderPage(<Player />, { signedInAs: member });
  const toggle = screen.getByRole('button', { name: videoBoardTexts.show });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(asked).toHaveLength(0);

  await user.click(toggle);
  expect(await screen.findByText(videoBoardTexts.onlyYouSeeYou)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: videoBoardTexts.hide })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(asked).toHaveLength(1);
});

it('shows the member’s own place below the top when they are outside it, and says when nobody is there', async () => {
  const top = Array.from({ length: 20 }, (_, i) => line(i + 1, `M${i + 1}`));
  boardRoute((atSecond) =>
    atSecond === 0
      ? { ...boardAt(0, top), own: line(34, 'Ada M.', true), total: 40 }
      : boardAt(atSecond, [line(1, 'Ada M.', true)]),
  );
  renderPage(<Player />, { signedInAs: shownOnBoards });

  const own = await screen.findByRole('list', { name: videoBoardTexts.ownPlace(34) });
  expect(own).toHaveTextContent('Ada M. (you)');
  expect(screen.getByText(videoBoardTexts.total(40))).toBeInTheDocument();

  await moveTo(90, 'seeked');
  await waitFor(() => expect(screen.getByText(videoBoardTexts.empty)).toBeInTheDocument());
});

it('ranks by calories when the member chooses, and keeps the choice as the class plays', async () => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`/api/video/${VIDEO_ID}/board`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const sortBy = query.get('sortBy') === 'calories' ? 'calories' : 'zonePoints';
      return answer(videoBoardSchema, { ...boardAt(Number(query.get('atSecond'))), sortBy });
    }),
  );
  const { user } = renderPage(<Player />, { signedInAs: shownOnBoards });
  await screen.findByRole('list', { name: 'Ranked by zone points' });
  const choice = screen.getByRole('group', { name: 'Rank the board by' });
  expect(within(choice).getByRole('radio', { name: 'Zone points' })).toBeChecked();

  await user.click(within(choice).getByRole('radio', { name: 'Calories' }));
  expect(await screen.findByRole('list', { name: 'Ranked by calories' })).toBeInTheDocument();
  await moveTo(600, 'seeked');
  expect(await screen.findByText(videoBoardTexts.at('10:00'))).toBeInTheDocument();
  expect(asked.map((q) => [q.get('atSecond'), q.get('sortBy')])).toEqual([
    ['0', 'zonePoints'],
    ['0', 'calories'],
    ['600', 'calories'],
  ]);
  expect(within(choice).getByRole('radio', { name: 'Calories' })).toBeChecked();
});
