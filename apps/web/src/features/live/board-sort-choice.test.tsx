// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { liveBoardEvents as ev, liveBoardTexts } from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { BoardSortChoice } from './board-sort-choice.tsx';

/** The socket at its boundary: what the page emitted, and the server's answer to each. */
function fakeSocket(answer: (data: unknown) => unknown) {
  const emitted: { event: string; data: unknown }[] = [];
  const handlers = new Map<string, () => void>();
  const socket = {
    on: (event: string, fn: () => void) => handlers.set(event, fn),
    off: (event: string) => handlers.delete(event),
    timeout: () => ({
      emitWithAck: async (event: string, data: unknown) => {
        emitted.push({ event, data });
        return answer(data);
      },
    }),
  };
  const reconnect = () => act(() => handlers.get('connect')?.());
  return { socket: socket as unknown as Socket, emitted, reconnect };
}
const ok = (data: unknown) => ({ status: 1, content: data });

it('shows the ranking the board came with and sends the instructor’s choice, again after a reconnection', async () => {
  const { socket, emitted, reconnect } = fakeSocket(ok);
  renderPage(<BoardSortChoice socket={socket} liveClassId={4} current="zonePoints" />);
  const group = screen.getByRole('group', { name: 'Rank the leaderboard by' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Zone points' })).toBeChecked();
  expect(emitted).toEqual([]); // nothing chosen yet: the server's default stands

  await userEvent.click(screen.getByRole('radio', { name: 'Calories' }));
  expect(screen.getByRole('radio', { name: 'Calories' })).toBeChecked();
  expect(emitted).toEqual([{ event: ev.sort, data: { liveClassId: 4, sortBy: 'calories' } }]);

  reconnect();
  expect(emitted).toHaveLength(2);
  expect(emitted[1]).toEqual({ event: ev.sort, data: { liveClassId: 4, sortBy: 'calories' } });
});

it('says why the server refused the choice', async () => {
  const { socket } = fakeSocket(() => ({
    status: 0,
    httpStatus: 403,
    content: liveBoardTexts.onlyInstructorSorts,
  }));
  renderPage(<BoardSortChoice socket={socket} liveClassId={4} current={null} />);
  await userEvent.click(screen.getByRole('radio', { name: 'Calories' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(liveBoardTexts.onlyInstructorSorts),
  );
});
