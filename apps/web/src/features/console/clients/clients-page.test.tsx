// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import {
  consoleAccessSchema,
  consoleClientsTexts,
  consoleTexts,
  studioClientsSchema,
  type ConsoleRole,
  type StudioClient,
} from '@jetsweat/contract';
import { member } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { answer, refuse, server } from '../../../test/server.ts';
import ConsoleClientsPage from './clients-page.tsx';

const base = '/api/console/studios/3/clients';

const client = (userId: number, changes: Partial<StudioClient> = {}): StudioClient => ({
  userId,
  name: `Client ${userId}`,
  email: `client${userId}@example.com`,
  firstActivityAt: '2026-09-01T15:00:00.000Z',
  lastActivityAt: '2026-11-18T15:00:00.000Z',
  classesBooked: 4,
  classesAttended: 3,
  purchases: 1,
  videosWatched: 2,
  ...changes,
});

const accessAs = (role: ConsoleRole) =>
  http.get('/api/console/access', () =>
    answer(consoleAccessSchema, {
      staff: role === 'staff',
      studios: [{ id: 3, name: 'BK Pilates', shortName: 'bkpilates', role }],
    }),
  );

/** The list answered from 120 clients, searched and paged as the server does; addresses kept. */
function clients() {
  const asked: string[] = [];
  const all = Array.from({ length: 120 }, (_, i) => client(i + 1));
  all[0] = client(1, { name: 'Dana Reyes', email: 'dana@example.com' });
  server.use(
    accessAs('admin'),
    http.get(base, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const found = all.filter((c) => `${c.name} ${c.email}`.toLowerCase().includes(q));
      return answer(studioClientsSchema, {
        clients: found.slice((page - 1) * 50, page * 50),
        total: found.length,
        page,
        pageSize: 50,
      });
    }),
  );
  return asked;
}

const renderClients = () =>
  renderPage(<ConsoleClientsPage />, {
    path: '/console/studios/3/clients',
    route: '/console/studios/:studioId/clients',
    signedInAs: member,
  });

afterEach(() => vi.restoreAllMocks());

it('lists the clients with their counts and dates, each linking to their page, and pages', async () => {
  const asked = clients();
  const { user } = renderClients();
  expect(await screen.findByRole('heading', { name: 'Clients at BK Pilates' })).toBeVisible();
  const table = await screen.findByRole('table', { name: consoleClientsTexts.title });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(51);
  expect(rows[1]).toHaveTextContent('Dana Reyesdana@example.comNov 18, 2026Sep 1, 20264312');
  expect(within(rows[1]!).getByRole('link', { name: 'Dana Reyes' })).toHaveAttribute(
    'href',
    '/console/studios/3/clients/1',
  );
  expect(screen.getByText('120 clients')).toBeVisible();
  expect(screen.getByText('Page 1 of 3')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeVisible();
  expect(asked).toEqual(['', '?page=2']);
});

it('searches by name or e-mail from the first page, and says when nothing matches', async () => {
  const asked = clients();
  const { user } = renderClients();
  await user.type(
    await screen.findByRole('searchbox', { name: consoleClientsTexts.searchLabel }),
    'dana',
  );
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('1 client matching “dana”')).toBeVisible();
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'zzz');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText(consoleClientsTexts.noMatch)).toBeVisible();
  expect(asked).toEqual(['', '?q=dana', '?q=zzz']);
});

it('exports the clients matching the search as CSV with the session', async () => {
  clients();
  const csvs: { path: string; auth: string | null }[] = [];
  server.use(
    http.get('/api/console/studios/3/clients.csv', ({ request }) => {
      const url = new URL(request.url);
      csvs.push({ path: url.pathname + url.search, auth: request.headers.get('authorization') });
      return new HttpResponse('name,email\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="jetsweat-clients-bkpilates.csv"',
        },
      });
    }),
  );
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:clients');
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const { user } = renderClients();
  await user.type(await screen.findByRole('searchbox'), 'dana');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByText('1 client matching “dana”');
  await user.click(screen.getByRole('button', { name: consoleClientsTexts.exportCsv }));
  await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  expect(csvs).toEqual([
    { path: '/api/console/studios/3/clients.csv?q=dana', auth: 'Bearer test-token' },
  ]);
});

it('tells an instructor the page is not theirs, asking for no clients', async () => {
  server.use(accessAs('instructor'));
  renderClients();
  expect(await screen.findByRole('alert')).toHaveTextContent(consoleTexts.adminsOnly);
  expect(screen.queryByRole('table')).toBeNull();
});

it('shows a refusal of the list', async () => {
  server.use(
    accessAs('admin'),
    http.get(base, () => refuse(403, consoleTexts.notThisStudio)),
  );
  renderClients();
  expect(await screen.findByRole('alert')).toHaveTextContent(consoleTexts.notThisStudio);
});
