// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  clientHistorySchema,
  clientNoteBodySchema,
  clientNoteCreatedSchema,
  consoleAccessSchema,
  consoleClientsTexts,
  type ClientHistory,
} from '@jetsweat/contract';
import { member } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { answer, refusalBy, refuse, sentTo, server } from '../../../test/server.ts';
import ConsoleClientPage from './client-page.tsx';

const url = '/api/console/studios/3/clients/9';

const history = (notes: ClientHistory['notes'] = []): ClientHistory => ({
  client: {
    userId: 9,
    name: 'Dana Reyes',
    email: 'dana@example.com',
    firstActivityAt: '2026-09-01T15:00:00.000Z',
    lastActivityAt: '2026-11-18T15:00:00.000Z',
    classesBooked: 2,
    classesAttended: 1,
    purchases: 1,
    videosWatched: 1,
  },
  bookings: [
    {
      classId: 5,
      title: 'Reformer Flow',
      startsAtIso: '2026-11-18T15:00:00.000Z',
      cancelled: false,
      attended: false,
    },
    {
      classId: 4,
      title: 'Mat Basics',
      startsAtIso: '2026-10-01T14:00:00.000Z',
      cancelled: false,
      attended: true,
    },
  ],
  purchases: [{ id: 1, what: 'Day Pass', at: '2026-10-20T12:00:00.000Z', amountCents: 1500 }],
  videos: [
    {
      videoId: 2,
      title: 'Core Ten',
      plays: 3,
      minutesWatched: 25,
      lastWatchedAt: '2026-11-10T18:00:00.000Z',
    },
  ],
  notes,
});

const note = {
  id: 1,
  text: 'Prefers the front row.',
  authorName: 'Ana Admin',
  createdAt: '2026-11-19T12:00:00.000Z',
};

const renderClient = () =>
  renderPage(<ConsoleClientPage />, {
    path: '/console/studios/3/clients/9',
    route: '/console/studios/:studioId/clients/:clientId',
    signedInAs: member,
  });

const access = http.get('/api/console/access', () =>
  answer(consoleAccessSchema, {
    staff: false,
    studios: [{ id: 3, name: 'BK Pilates', shortName: 'bkpilates', role: 'admin' }],
  }),
);

it("shows the client's bookings (came or not), purchases, videos and notes at this studio", async () => {
  server.use(
    access,
    http.get(url, () => answer(clientHistorySchema, history([note]))),
  );
  renderClient();
  expect(await screen.findByRole('heading', { name: 'Dana Reyes' })).toBeVisible();
  expect(
    screen.getByText(
      'Client since Sep 1, 2026, last seen Nov 18, 2026: 2 booked, 1 came, 1 purchase, 1 video watched.',
    ),
  ).toBeVisible();
  const booked = screen.getByRole('table', { name: 'Classes booked' });
  expect(within(booked).getAllByRole('row')[1]).toHaveTextContent('Reformer Flow');
  expect(within(booked).getAllByRole('row')[1]).toHaveTextContent('Did not join');
  expect(within(booked).getAllByRole('row')[2]).toHaveTextContent('Came');
  expect(screen.getByRole('table', { name: 'Purchases' })).toHaveTextContent(
    'Day PassOct 20, 2026$15',
  );
  expect(screen.getByRole('table', { name: 'Videos watched' })).toHaveTextContent('Core Ten325');
  const notes = screen.getByRole('list', { name: consoleClientsTexts.notesTitle });
  expect(notes).toHaveTextContent('Ana Admin, Nov 19, 2026');
  expect(notes).toHaveTextContent('Prefers the front row.');
  expect(screen.getByRole('link', { name: 'Clients at BK Pilates' })).toHaveAttribute(
    'href',
    '/console/studios/3/clients',
  );
});

it('adds a note, then shows it; a refused note shows why and keeps the text', async () => {
  let notes: ClientHistory['notes'] = [];
  const posted = sentTo();
  server.use(
    access,
    http.get(url, () => answer(clientHistorySchema, history(notes))),
    http.post(
      `${url}/notes`,
      posted.record((body) => {
        const refused = refusalBy(clientNoteBodySchema, body);
        if (refused) return refused;
        const made = { ...note, id: 2, text: (body as { text: string }).text.trim() };
        notes = [made, ...notes];
        return answer(clientNoteCreatedSchema, { id: made.id }, 201);
      }),
    ),
  );
  const { user } = renderClient();
  expect(await screen.findByText(consoleClientsTexts.noNotes)).toBeVisible();
  const box = screen.getByRole('textbox', { name: 'New note' });
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(consoleClientsTexts.noteEmpty);
  await user.type(box, 'Knee injury in 2025.');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText(consoleClientsTexts.noteAdded)).toBeVisible();
  await waitFor(() =>
    expect(screen.getByRole('list', { name: consoleClientsTexts.notesTitle })).toHaveTextContent(
      'Knee injury in 2025.',
    ),
  );
  expect(box).toHaveValue('');
  expect(posted.bodies).toEqual([{ text: '' }, { text: 'Knee injury in 2025.' }]);
});

it('shows a refusal of the page', async () => {
  server.use(
    access,
    http.get(url, () => refuse(404, consoleClientsTexts.clientNotFound)),
  );
  renderClient();
  expect(await screen.findByRole('alert')).toHaveTextContent(consoleClientsTexts.clientNotFound);
});
