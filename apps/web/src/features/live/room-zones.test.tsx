// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { coachBoardSchema, liveBoardEvents as ev, type CoachLine } from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { RoomZones } from './room-zones.tsx';

/** The room's socket at its boundary: the page listens, the test sends as the server would. */
function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = {
    on: (event: string, fn: (payload: unknown) => void) => handlers.set(event, fn),
    off: (event: string) => handlers.delete(event),
  };
  const push = (event: string, payload: unknown) => act(() => handlers.get(event)?.(payload));
  return { socket: socket as unknown as Socket, push };
}

const member = (rank: number, label: string, zone: CoachLine['zone'], bpm: number | null) => ({
  userId: rank,
  seat: `seat-${rank}`.padEnd(16, 'x'),
  label,
  zone,
  bpm,
  calories: 100,
  zonePoints: 10,
  rank,
});
const coach = (liveClassId: number, members: CoachLine[], more = 0) =>
  coachBoardSchema.parse({ liveClassId, sortBy: 'zonePoints', members, more });

it('lists each member on the board with their zone by name and heart rate', () => {
  const { socket, push } = fakeSocket();
  renderPage(<RoomZones socket={socket} liveClassId={4} />);
  expect(screen.getByText('No member is on the leaderboard yet.')).toBeInTheDocument();

  push(ev.coach, coach(4, [member(1, 'Ada L.', 4, 162), member(2, 'B. K.', 0, null)], 3));
  push(ev.coach, coach(5, [member(9, 'Other class', 1, 99)])); // another class's

  const section = screen.getByRole('region', { name: 'Zones in the room' });
  const lines = within(section).getAllByRole('listitem');
  expect(lines.map((l) => l.textContent)).toEqual([
    'Ada L.Zone 4 · Hard162 bpmShout out Ada L.',
    'B. K.Restingno heart rateShout out B. K.',
  ]);
  expect(within(section).getByText('and 3 more')).toBeInTheDocument();
});
