// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  boardSchema,
  coachBoardSchema,
  LIVE_CHEER_SHOWN_MS,
  LIVE_HIGH_FIVE_SAME_MEMBER_SECONDS,
  liveBoardEvents as boardEv,
  liveCheerEvents as ev,
  liveCheerTexts as texts,
  type Board,
  type BoardLine,
  type SocketAck,
} from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { CheerNotices } from './cheer-notices.tsx';
import { LeaderboardPanel } from './leaderboard.tsx';
import { ReactionButtons } from './reaction-buttons.tsx';
import { RoomReactions } from './room-reactions.tsx';
import { RoomZones } from './room-zones.tsx';
import { useCheerNotices } from './socket/use-cheer-notices.ts';
import { useHighFive } from './socket/use-high-five.ts';
import { useLeaderboard } from './socket/use-leaderboard.ts';
import { useReact } from './socket/use-react.ts';

const CLASS_ID = 7;
const seatOf = (n: number) => `seat-${n}`.padEnd(16, 'x');
const line = (rank: number, label: string): BoardLine => ({
  seat: seatOf(rank),
  label,
  zone: 3,
  calories: 100,
  zonePoints: 10,
  rank,
});

/** The room's socket at its boundary: acks as the server would (or its refusal), and pushes. */
class FakeSocket {
  emitted: { event: string; data: Record<string, unknown> }[] = [];
  answers = new Map<string, SocketAck<unknown>>();
  private handlers = new Map<string, Set<(payload: unknown) => void>>();
  timeout = () => ({
    emitWithAck: async (event: string, data: Record<string, unknown>) => {
      this.emitted.push({ event, data });
      return this.answers.get(event) ?? { status: 1, content: { liveClassId: CLASS_ID } };
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
  push(event: string, payload: unknown) {
    act(() => {
      for (const fn of this.handlers.get(event) ?? []) fn(payload);
    });
  }
  sent = (event: string) => this.emitted.filter((e) => e.event === event).map((e) => e.data);
  refuse(event: string, httpStatus: number, content: string) {
    this.answers.set(event, { status: 0, httpStatus, content });
  }
}
const asSocket = (s: FakeSocket) => s as unknown as Socket;
const settle = () => act(async () => undefined);
afterEach(() => vi.useRealTimers());

function Notices({ socket, entered }: { socket: FakeSocket; entered: boolean }) {
  return <CheerNotices notices={useCheerNotices(asSocket(socket), CLASS_ID, entered)} />;
}

it('tells the member of a high-five and a shout-out, politely, for a few seconds', () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const socket = new FakeSocket();
  renderPage(<Notices socket={socket} entered />);
  socket.push(ev.highFived, { liveClassId: CLASS_ID, from: 'Ann A.' });
  socket.push(ev.shoutedOut, { liveClassId: CLASS_ID, from: 'Ivy' });
  socket.push(ev.highFived, { liveClassId: CLASS_ID + 1, from: 'Other class' });
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(
    within(region)
      .getAllByRole('paragraph')
      .map((p) => p.textContent),
  ).toEqual(['Ann A. high-fived you!', 'Ivy gave you a shout-out!']);
  act(() => vi.advanceTimersByTime(LIVE_CHEER_SHOWN_MS));
  expect(region).toBeEmptyDOMElement();
});

it('hears nothing once the member has left the room', () => {
  const socket = new FakeSocket();
  const page = renderPage(<Notices socket={socket} entered />);
  socket.push(ev.highFived, { liveClassId: CLASS_ID, from: 'Ann A.' });
  expect(screen.getByRole('status')).toHaveTextContent('Ann A. high-fived you!');
  page.rerender(<Notices socket={socket} entered={false} />);
  socket.push(ev.shoutedOut, { liveClassId: CLASS_ID, from: 'Ivy' });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

function MemberBoard({ socket, joined }: { socket: FakeSocket; joined: Board }) {
  socket.answers.set(boardEv.join, { status: 1, content: joined });
  const board = useLeaderboard(asSocket(socket), CLASS_ID, true);
  return <LeaderboardPanel board={board} highFive={useHighFive(asSocket(socket), CLASS_ID)} />;
}

it('puts a high-five on every other member’s line, sends it by seat, and marks it sent', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const socket = new FakeSocket();
  const [bea, me] = [line(1, 'Bea B.'), line(2, 'Ann A.')];
  const joined = boardSchema.parse({
    liveClassId: CLASS_ID,
    sortBy: 'zonePoints',
    lines: [bea, me],
    own: me,
    total: 2,
  });
  renderPage(<MemberBoard socket={socket} joined={joined} />);
  fireEvent.click(screen.getByRole('switch', { name: 'Show me on the leaderboard' }));
  await settle();
  expect(screen.getAllByRole('button', { name: /^High-five/ })).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'High-five Ann A.' })).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'High-five Bea B.' }));
  await settle();
  expect(socket.sent(ev.highFive)).toEqual([{ liveClassId: CLASS_ID, seat: bea.seat }]);
  const sent = screen.getByRole('button', { name: 'High-fived Bea B.' });
  expect(sent).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(sent);
  await settle();
  expect(socket.sent(ev.highFive)).toHaveLength(1);
  act(() => vi.advanceTimersByTime(LIVE_HIGH_FIVE_SAME_MEMBER_SECONDS * 1000));

  socket.refuse(ev.highFive, 429, texts.highFivesTooFast);
  fireEvent.click(screen.getByRole('button', { name: 'High-five Bea B.' }));
  await settle();
  expect(screen.getByText(texts.highFivesTooFast)).toHaveAttribute('aria-live', 'polite');
});

function Reactions({ socket }: { socket: FakeSocket }) {
  return <ReactionButtons react={useReact(asSocket(socket), CLASS_ID)} />;
}

it('lets a member react to the instructor with a few named emoji', async () => {
  const socket = new FakeSocket();
  renderPage(<Reactions socket={socket} />);
  const group = screen.getByRole('region', { name: texts.reactTitle });
  expect(
    within(group)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Applause', 'On fire', 'Feeling strong', 'Love this class', 'Phew']);
  fireEvent.click(within(group).getByRole('button', { name: 'On fire' }));
  await settle();
  expect(socket.sent(ev.react)).toEqual([{ liveClassId: CLASS_ID, reaction: 'fire' }]);
  expect(within(group).getByText('Sent: On fire.')).toHaveAttribute('aria-live', 'polite');
  socket.refuse(ev.react, 429, texts.reactionsTooFast);
  fireEvent.click(within(group).getByRole('button', { name: 'Applause' }));
  await settle();
  expect(within(group).getByText(texts.reactionsTooFast)).toBeInTheDocument();
});

it('gives the instructor a shout-out button on each member’s line in the zones', async () => {
  const socket = new FakeSocket();
  socket.answers.set(ev.shoutOut, { status: 1, content: { liveClassId: CLASS_ID, to: 'Bea B.' } });
  renderPage(<RoomZones socket={asSocket(socket)} liveClassId={CLASS_ID} />);
  const bea = { ...line(1, 'Bea B.'), userId: 41, bpm: 150 };
  socket.push(
    boardEv.coach,
    coachBoardSchema.parse({
      liveClassId: CLASS_ID,
      sortBy: 'zonePoints',
      members: [bea],
      more: 0,
    }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Shout out Bea B.' }));
  await settle();
  expect(socket.sent(ev.shoutOut)).toEqual([{ liveClassId: CLASS_ID, seat: bea.seat }]);
  expect(screen.getByText('Shout-out sent to Bea B.', { exact: true })).toHaveAttribute(
    'aria-live',
    'polite',
  );
});

it('shows the instructor the members’ reactions as they come, for a few seconds', () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const socket = new FakeSocket();
  renderPage(<RoomReactions socket={asSocket(socket)} liveClassId={CLASS_ID} />);
  const region = screen.getByRole('region', { name: texts.reactionsTitle });
  expect(region).toHaveTextContent(texts.noReactions);
  socket.push(ev.reaction, { liveClassId: CLASS_ID, reaction: 'clap' });
  socket.push(ev.reaction, { liveClassId: CLASS_ID, reaction: 'heart' });
  socket.push(ev.reaction, { liveClassId: CLASS_ID + 1, reaction: 'phew' });
  expect(
    within(region)
      .getAllByRole('listitem')
      .map((l) => l.textContent),
  ).toEqual(['👏 Applause', '❤️ Love this class']);
  act(() => vi.advanceTimersByTime(LIVE_CHEER_SHOWN_MS));
  expect(region).toHaveTextContent(texts.noReactions);
});
