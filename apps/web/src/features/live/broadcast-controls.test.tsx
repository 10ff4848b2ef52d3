// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it, vi } from 'vitest';
import {
  broadcastSchema,
  channelStateSchema,
  liveEndingTexts,
  type ChannelState,
} from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { answer, refuse, sentTo, server } from '../../test/server.ts';
import { BroadcastControls } from './broadcast-controls.tsx';

const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const channel = (over: Partial<ChannelState> = {}): ChannelState =>
  channelStateSchema.parse({
    liveClassId: 12,
    role: 'instructor',
    live: false,
    streamId: null,
    opensAt: new Date(Date.now() - 600_000).toISOString(),
    endsAt: inAnHour,
    endedAt: null,
    ...over,
  });
const broadcast = { streamId: 'class-12', liveClassId: 12, createdAt: new Date().toISOString() };
const noWait = () => Promise.resolve();

it('Go live posts the class, and is off until the camera is ready', async () => {
  const created = sentTo();
  server.use(
    http.post(
      '/rest/v2/broadcasts/create',
      created.record(() => answer(broadcastSchema, broadcast)),
    ),
  );
  const { user, rerender } = renderPage(
    <BroadcastControls channel={channel()} canStart={false} beforeEnd={noWait} />,
  );
  expect(screen.getByRole('status')).toHaveTextContent(/^Not live yet\./);
  expect(screen.getByRole('button', { name: 'Go live' })).toBeDisabled();

  rerender(<BroadcastControls channel={channel()} canStart beforeEnd={noWait} />);
  await user.click(screen.getByRole('button', { name: 'Go live' }));
  await vi.waitFor(() => expect(created.bodies).toEqual([{ liveClassId: 12, streamId: null }]));
});

it('shows why going live failed', async () => {
  server.use(
    http.post('/rest/v2/broadcasts/create', () => refuse(409, 'The class room is closed.')),
  );
  const { user } = renderPage(
    <BroadcastControls channel={channel()} canStart beforeEnd={noWait} />,
  );
  await user.click(screen.getByRole('button', { name: 'Go live' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The class room is closed.');
});

it('End class asks first: Keep teaching ends nothing', async () => {
  const ended = sentTo();
  server.use(
    http.delete(
      '/rest/v2/broadcasts/:streamId',
      ended.record(() => answer(broadcastSchema, broadcast)),
    ),
  );
  const live = channel({ live: true, streamId: 'class-12' });
  const { user } = renderPage(<BroadcastControls channel={live} canStart beforeEnd={noWait} />);

  await user.click(screen.getByRole('button', { name: 'End class' }));
  const dialog = screen.getByRole('dialog', { name: liveEndingTexts.confirmEndTitle });
  expect(dialog).toHaveTextContent(liveEndingTexts.confirmEnd);
  await user.click(within(dialog).getByRole('button', { name: liveEndingTexts.keepTeaching }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(ended.requests).toHaveLength(0);
});

it('End class for everyone lets the recording finish, then ends the broadcast', async () => {
  const ended = sentTo();
  server.use(
    http.delete(
      '/rest/v2/broadcasts/:streamId',
      ended.record(() => answer(broadcastSchema, broadcast)),
    ),
  );
  const order: string[] = [];
  const beforeEnd = vi.fn(async () => {
    order.push(`recording finished, ${ended.requests.length} ended`);
  });
  const live = channel({ live: true, streamId: 'class-12' });
  const { user } = renderPage(<BroadcastControls channel={live} canStart beforeEnd={beforeEnd} />);

  await user.click(screen.getByRole('button', { name: 'End class' }));
  await user.click(screen.getByRole('button', { name: liveEndingTexts.endForEveryone }));

  await vi.waitFor(() => expect(ended.requests).toHaveLength(1));
  expect(order).toEqual(['recording finished, 0 ended']);
  expect(ended.requests[0]!.method).toBe('DELETE');
  expect(new URL(ended.requests[0]!.url).pathname).toBe('/rest/v2/broadcasts/class-12');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a class ended by mistake can be resumed until its scheduled end, with the same stream', async () => {
  const created = sentTo();
  server.use(
    http.post(
      '/rest/v2/broadcasts/create',
      created.record(() => answer(broadcastSchema, broadcast)),
    ),
  );
  const ended = channel({ streamId: 'class-12', endedAt: new Date().toISOString() });
  const { user } = renderPage(<BroadcastControls channel={ended} canStart beforeEnd={noWait} />);
  expect(screen.getByRole('status')).toHaveTextContent(liveEndingTexts.instructorEnded);
  expect(screen.getByText(/^Ended by mistake\? Resume until/)).toBeVisible();

  await user.click(screen.getByRole('button', { name: liveEndingTexts.resume }));
  await vi.waitFor(() =>
    expect(created.bodies).toEqual([{ liveClassId: 12, streamId: 'class-12' }]),
  );
});

it('offers nothing once a class ended past its scheduled end', () => {
  const past = new Date(Date.now() - 60_000).toISOString();
  renderPage(
    <BroadcastControls
      channel={channel({ endsAt: past, endedAt: past })}
      canStart
      beforeEnd={noWait}
    />,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
