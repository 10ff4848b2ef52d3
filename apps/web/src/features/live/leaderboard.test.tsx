// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  boardSchema,
  liveBoardEvents as ev,
  LIVE_BOARD_TOP,
  type Board,
  type BoardLine,
} from '@jetsweat/contract';
import type { BoardFigures } from './board-figures.ts';
import { renderPage } from '../../test/render.tsx';
import { LeaderboardPanel } from './leaderboard.tsx';
import { useLeaderboard, type Leaderboard } from './socket/use-leaderboard.ts';

const CLASS_ID = 7;
const line = (rank: number, over: Partial<BoardLine> = {}): BoardLine => ({
  seat: `seat-${rank}`.padEnd(16, 'x'),
  label: `Member ${rank}`,
  zone: 3,
  calories: 300 - rank,
  zonePoints: 90 - rank,
  rank,
  ...over,
});
const board = (over: Partial<Board> = {}): Board =>
  boardSchema.parse({
    liveClassId: CLASS_ID,
    sortBy: 'zonePoints',
    lines: [],
    own: null,
    total: 0,
    ...over,
  });

/** The room's socket at its boundary: what the page emits, acked as the server would; and pushes. */
class FakeSocket {
  emitted: { event: string; data: Record<string, unknown> }[] = [];
  joinAnswer: Board = board();
  private handlers = new Map<string, Set<(payload: unknown) => void>>();
  timeout = () => ({
    emitWithAck: async (event: string, data: Record<string, unknown>) => {
      this.emitted.push({ event, data });
      const content = event === ev.join ? this.joinAnswer : { liveClassId: CLASS_ID };
      return { status: 1, content };
    },
  });
  on = (event: string, fn: (payload: unknown) => void) => {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(fn);
    return this;
  };
  off = (event: string, fn: (payload: unknown) => void) => {
    this.handlers.get(event)?.delete(fn);
    return this;
  };
  /** The server sends `event` to this page. */
  push(event: string, payload: unknown) {
    for (const fn of this.handlers.get(event) ?? []) fn(payload);
  }
  sent = (event: string) => this.emitted.filter((e) => e.event === event);
}

let room: Leaderboard;
function MemberRoom({ socket }: { socket: FakeSocket }) {
  room = useLeaderboard(socket as unknown as Socket, CLASS_ID, true);
  return <LeaderboardPanel board={room} />;
}

/** Lets the socket's acks (promises) settle and React render what they bring. */
const settle = () => act(async () => undefined);
const optIn = async () => {
  fireEvent.click(screen.getByRole('switch', { name: 'Show me on the leaderboard' }));
  await settle();
};
const figures = (calories: number): BoardFigures => ({
  calories,
  zonePoints: 4,
  zone: 2,
  bpm: 120,
});

afterEach(() => vi.useRealTimers());

it('shows no board until the member opts in, then joins by name (or initials, as they choose)', async () => {
  const socket = new FakeSocket();
  socket.joinAnswer = board({ lines: [line(1)], own: line(1), total: 1 });
  renderPage(<MemberRoom socket={socket} />);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(socket.emitted).toEqual([]);

  await optIn();
  expect(socket.sent(ev.join)).toEqual([
    { event: ev.join, data: { liveClassId: CLASS_ID, show: 'name' } },
  ]);
  expect(screen.getByRole('list', { name: 'Ranked by zone points' })).toHaveTextContent(/Member 1/);

  fireEvent.click(screen.getByRole('radio', { name: 'My initials' }));
  await settle();
  expect(socket.sent(ev.join).at(-1)?.data).toEqual({ liveClassId: CLASS_ID, show: 'initials' });
});

it('joins by initials straight away when the member chooses them before opting in', async () => {
  const socket = new FakeSocket();
  renderPage(<MemberRoom socket={socket} />);
  fireEvent.click(screen.getByRole('radio', { name: 'My initials' }));
  await settle();
  expect(socket.emitted).toEqual([]);
  await optIn();
  expect(socket.sent(ev.join).map((e) => e.data.show)).toEqual(['initials']);
});

it('sends the member’s figures at most once a second, the latest ones when the second is up', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const socket = new FakeSocket();
  renderPage(<MemberRoom socket={socket} />);
  act(() => room.report(figures(1)));
  expect(socket.sent(ev.stats)).toEqual([]); // not on the board: nothing is shared

  await optIn();
  expect(socket.sent(ev.stats).map((e) => e.data.calories)).toEqual([1]);
  act(() => room.report(figures(2)));
  act(() => room.report(figures(3)));
  await act(async () => vi.advanceTimersByTime(999));
  expect(socket.sent(ev.stats)).toHaveLength(1);
  await act(async () => vi.advanceTimersByTime(1));
  expect(socket.sent(ev.stats).map((e) => e.data)).toEqual([
    { liveClassId: CLASS_ID, ...figures(1) },
    { liveClassId: CLASS_ID, ...figures(3) },
  ]);
  await act(async () => vi.advanceTimersByTime(5000));
  expect(socket.sent(ev.stats)).toHaveLength(2); // nothing new reported: nothing more sent
});

it('shows the top lines ranked, with the member’s own line below them when outside the top', async () => {
  const socket = new FakeSocket();
  renderPage(<MemberRoom socket={socket} />);
  await optIn();
  const top = Array.from({ length: LIVE_BOARD_TOP }, (_, i) => line(i + 1));
  const own = line(31, { label: 'Ada L.', zone: 5, calories: 120.7, zonePoints: 33.4 });
  act(() => socket.push(ev.update, board({ lines: top, own, total: 40 })));
  act(() => socket.push(ev.update, board({ liveClassId: 8, total: 1 }))); // another class's

  const ranked = within(screen.getByRole('list', { name: 'Ranked by zone points' }));
  const items = ranked.getAllByRole('listitem');
  expect(items).toHaveLength(LIVE_BOARD_TOP);
  expect(items[0]).toHaveTextContent('1Member 1Zone 3 · Moderate299 kcal89 zone points');
  const mine = within(screen.getByRole('list', { name: 'Your place' })).getByRole('listitem');
  expect(mine).toHaveTextContent('31Ada L. (you)Zone 5 · Maximum120 kcal33 zone points');
  expect(mine).toHaveClass('board__line--own');
  expect(screen.getByText('You are number 31.')).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByText('40 people on the board')).toBeInTheDocument();
});

it('marks the own line among the top ones without repeating it below', async () => {
  const socket = new FakeSocket();
  socket.joinAnswer = board({ lines: [line(1), line(2)], own: line(2), total: 2 });
  renderPage(<MemberRoom socket={socket} />);
  await optIn();
  expect(screen.queryByRole('list', { name: 'Your place' })).not.toBeInTheDocument();
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items[1]).toHaveTextContent('(you)');
  expect(items[0]).not.toHaveTextContent('(you)');
});

it('takes the member off the board when they opt out, and hides the board', async () => {
  const socket = new FakeSocket();
  socket.joinAnswer = board({ lines: [line(1)], own: line(1), total: 1 });
  renderPage(<MemberRoom socket={socket} />);
  await optIn();
  expect(screen.getByRole('list')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('switch', { name: 'Show me on the leaderboard' }));
  await settle();
  expect(socket.sent(ev.leave)).toEqual([{ event: ev.leave, data: { liveClassId: CLASS_ID } }]);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  // The room's updates no longer show, and no figures go out.
  act(() => socket.push(ev.update, board({ lines: [line(1)], total: 1 })));
  act(() => room.report(figures(9)));
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(socket.sent(ev.stats)).toHaveLength(0);
});
