// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { expect, it } from 'vitest';
import { boardSchema, liveBoardEvents as ev, type User } from '@jetsweat/contract';
import { member } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { useLeaderboard } from './use-leaderboard.ts';

const CLASS_ID = 12;

/** The room's socket at its boundary: what the page emits, acked as the server would. */
function fakeSocket() {
  const emitted: { event: string; data: unknown }[] = [];
  const socket = {
    timeout: () => ({
      emitWithAck: async (event: string, data: unknown) => {
        emitted.push({ event, data });
        const content = boardSchema.parse({
          liveClassId: CLASS_ID,
          sortBy: 'zonePoints',
          lines: [],
          own: null,
          total: 0,
        });
        return { status: 1, content };
      },
    }),
    on: () => socket,
    off: () => socket,
  };
  return { socket: socket as unknown as Socket, emitted };
}

function Room({ socket }: { socket: Socket }) {
  const board = useLeaderboard(socket, CLASS_ID, true);
  return <p>{board.show ?? 'off'}</p>;
}

it('starts on the board, as the profile chose, for a member who shows on leaderboards', async () => {
  const { socket, emitted } = fakeSocket();
  const shown: User = { ...member, leaderboardShow: 'initials' };
  const { findByText } = renderPage(<Room socket={socket} />, { signedInAs: shown });
  expect(await findByText('initials')).toBeInTheDocument();
  expect(emitted).toEqual([{ event: ev.join, data: { liveClassId: CLASS_ID, show: 'initials' } }]);
});

it('stays off until opted in for a member who did not choose', async () => {
  const { socket, emitted } = fakeSocket();
  const { findByText } = renderPage(<Room socket={socket} />, { signedInAs: member });
  expect(await findByText('off')).toBeInTheDocument();
  await act(async () => undefined);
  expect(emitted).toEqual([]);
});
