// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import {
  attendanceReportSchema,
  consoleAccessSchema,
  consoleTexts,
  membersReportSchema,
  noShowReportSchema,
  packReportSchema,
  topReportSchema,
  type ConsoleRole,
} from '@jetsweat/contract';
import { member } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { answer, refuse, server } from '../../../test/server.ts';
import ConsoleReportsPage from './reports-page.tsx';

const base = '/api/console/studios/3/reports';
const period = { from: '2026-11-09', to: '2026-11-20', weeks: 2 };

const attendance = attendanceReportSchema.parse({
  ...period,
  total: { classes: 3, capacity: 11, booked: 7, attended: 4 },
  byWeek: [
    { week: '2026-11-09', classes: 1, capacity: 4, booked: 3, attended: 2 },
    { week: '2026-11-16', classes: 2, capacity: 7, booked: 4, attended: 2 },
  ],
  byClass: [
    { title: 'Barre', classes: 1, capacity: 5, booked: 2, attended: 0 },
    { title: 'Reformer', classes: 2, capacity: 6, booked: 5, attended: 4 },
  ],
});
const noShows = noShowReportSchema.parse({
  ...period,
  booked: 7,
  noShows: 3,
  lateCancels: 1,
  byWeek: [
    { week: '2026-11-09', booked: 3, noShows: 1, lateCancels: 0 },
    { week: '2026-11-16', booked: 4, noShows: 2, lateCancels: 1 },
  ],
  members: [
    {
      userId: 5,
      name: 'Cy Cole',
      email: 'cy@example.com',
      noShows: 2,
      lateCancels: 0,
      lastMissed: '2026-11-19',
    },
    {
      userId: 6,
      name: 'Bo Berg',
      email: 'bo@example.com',
      noShows: 1,
      lateCancels: 1,
      lastMissed: '2026-11-19',
    },
  ],
});
const members = membersReportSchema.parse({
  from: '2026-09',
  to: '2026-11',
  months: 3,
  byMonth: [
    { month: '2026-09', new: 1, returning: 0 },
    { month: '2026-10', new: 1, returning: 0 },
    { month: '2026-11', new: 1, returning: 3 },
  ],
  cohorts: [
    { cohort: '2026-09', members: 1, booking: [1, 0, 1] },
    { cohort: '2026-10', members: 1, booking: [1, 1] },
    { cohort: '2026-11', members: 1, booking: [1] },
  ],
});
const top = topReportSchema.parse({
  ...period,
  classes: [
    { title: 'Reformer', classes: 2, capacity: 6, booked: 5, attended: 4 },
    { title: 'Barre', classes: 1, capacity: 5, booked: 2, attended: 0 },
  ],
  instructors: [
    { name: 'Ana Ruiz', classes: 2, capacity: 6, booked: 5, attended: 4 },
    { name: 'Ben Cole', classes: 1, capacity: 5, booked: 2, attended: 0 },
  ],
});

const packFigures = (f: Partial<Record<string, number>>) => ({
  packsSold: 0,
  introSold: 0,
  revenueCents: 0,
  creditsUsed: 0,
  refunds: 0,
  refundedCents: 0,
  ...f,
});
const packs = packReportSchema.parse({
  from: '2026-09',
  to: '2026-11',
  months: 3,
  byMonth: [
    {
      month: '2026-09',
      ...packFigures({ packsSold: 2, introSold: 1, revenueCents: 15000, creditsUsed: 6 }),
    },
    { month: '2026-10', ...packFigures({ packsSold: 1, revenueCents: 14000, creditsUsed: 4 }) },
    {
      month: '2026-11',
      ...packFigures({ introSold: 1, revenueCents: 3000, refunds: 2, refundedCents: 11400 }),
    },
  ],
  total: packFigures({
    packsSold: 3,
    introSold: 2,
    revenueCents: 32000,
    creditsUsed: 10,
    refunds: 2,
    refundedCents: 11400,
  }),
});

/** The console access of the signed-in person: one studio, with this role. */
const accessAs = (role: ConsoleRole) =>
  http.get('/api/console/access', () =>
    answer(consoleAccessSchema, {
      staff: role === 'staff',
      studios: [{ id: 3, name: 'BK Pilates', shortName: 'bkpilates', role }],
    }),
  );

/** Every report answered; the addresses asked for are kept. */
function reports() {
  const asked: string[] = [];
  const keep =
    <T,>(schema: { parse(c: unknown): T }, content: T) =>
    ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      return answer(schema, content);
    };
  server.use(
    accessAs('admin'),
    http.get(`${base}/attendance`, keep(attendanceReportSchema, attendance)),
    http.get(`${base}/no-shows`, keep(noShowReportSchema, noShows)),
    http.get(`${base}/members`, keep(membersReportSchema, members)),
    http.get(`${base}/top`, keep(topReportSchema, top)),
    http.get(`${base}/packs`, keep(packReportSchema, packs)),
  );
  return asked;
}

const renderReports = () =>
  renderPage(<ConsoleReportsPage />, {
    path: '/console/studios/3/reports',
    route: '/console/studios/:studioId/reports',
    signedInAs: member,
  });

afterEach(() => vi.restoreAllMocks());

it('shows each report with its summary in words, for the default twelve weeks and months', async () => {
  const asked = reports();
  renderReports();
  expect(await screen.findByRole('heading', { name: 'Reports at BK Pilates' })).toBeVisible();
  const summaries = [
    'Attendance and fill rate by week, Nov 9, 2026 to Nov 20, 2026: 7 of 11 seats booked (64% full) in 3 classes; 4 members came (57% of bookings).',
    "No-shows by week, Nov 9, 2026 to Nov 20, 2026: 3 of 7 booked seats (43%) were no-shows: the member never joined the class; 1 booking was cancelled late, inside the studio's cancellation window.",
    'New and returning members by month, Sep 2026 to Nov 2026: 3 members booked for the first time; in Nov 2026, 1 new and 3 returning.',
    'Monthly retention (cohorts): of 2 members who joined from Sep 2026 to Oct 2026, 50% booked again the month after.',
    'Top classes and instructors, Nov 9, 2026 to Nov 20, 2026: the most attended class is Reformer (4 came in 2 classes, 83% full); the most attended instructor is Ana Ruiz (4 came in 2 classes, 83% full).',
    'Pack and offer sales by month, Sep 2026 to Nov 2026: 3 class packs and 2 intro offers sold for $320.00; 10 classes booked with them so far; 2 refunds gave back $114.00.',
  ];
  for (const summary of summaries) expect(await screen.findByText(summary)).toBeVisible();
  // The charts carry the same summary as their name.
  expect(screen.getByRole('img', { name: summaries[0] })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: summaries[2] })).toBeInTheDocument();
  const cohorts = screen.getByRole('table', { name: 'Monthly retention (cohorts)' });
  expect(within(cohorts).getAllByRole('row')[1]).toHaveTextContent('Sep 20261100%0%100%');
  const missed = screen.getByRole('table', { name: 'Members who missed most' });
  expect(within(missed).getAllByRole('row')[1]).toHaveTextContent(
    'Cy Colecy@example.com20Nov 19, 2026',
  );
  expect(within(missed).getAllByRole('row')[2]).toHaveTextContent(
    'Bo Bergbo@example.com11Nov 19, 2026',
  );
  expect(screen.getByRole('table', { name: 'Instructor' })).toHaveTextContent('Ana Ruiz');
  expect(screen.getByRole('img', { name: summaries[5] })).toBeInTheDocument();
  const packRows = within(
    screen.getByRole('table', { name: 'Pack and offer sales by month' }),
  ).getAllByRole('row');
  expect(packRows[3]).toHaveTextContent('Nov 202601$30.0002$114.00');
  expect(packRows[4]).toHaveTextContent('Total32$320.00102$114.00');
  expect(asked.sort()).toEqual([
    `${base}/attendance?weeks=12`,
    `${base}/members?months=12`,
    `${base}/no-shows?weeks=12`,
    `${base}/packs?months=12`,
    `${base}/top?weeks=12`,
  ]);
});

it('asks again for the period chosen, and downloads each CSV for it with the session', async () => {
  const asked = reports();
  const csvs: { path: string; auth: string | null }[] = [];
  server.use(
    http.get(`${base}/:file`, ({ request, params }) => {
      const url = new URL(request.url);
      if (!String(params.file).endsWith('.csv')) return undefined;
      csvs.push({ path: url.pathname + url.search, auth: request.headers.get('authorization') });
      return new HttpResponse('studio,week\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="jetsweat-report.csv"',
        },
      });
    }),
  );
  const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const { user } = renderReports();
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /Classes of the last/ }),
    '4',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: /Members of the last/ }), '6');
  await waitFor(() => expect(asked).toContain(`${base}/attendance?weeks=4`));
  await waitFor(() => expect(asked).toContain(`${base}/members?months=6`));
  await waitFor(() => expect(asked).toContain(`${base}/packs?months=6`));
  for (const name of [
    'Download attendance CSV',
    'Download no-shows CSV',
    'Download members CSV',
    'Download cohorts CSV',
    'Download top classes CSV',
    'Download pack sales CSV',
  ]) {
    await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  }
  expect(csvs).toEqual(
    [
      `${base}/attendance.csv?weeks=4`,
      `${base}/no-shows.csv?weeks=4`,
      `${base}/members.csv?months=6`,
      `${base}/cohorts.csv?months=6`,
      `${base}/top.csv?weeks=4`,
      `${base}/packs.csv?months=6`,
    ].map((path) => ({ path, auth: 'Bearer test-token' })),
  );
  expect(objectUrl).toHaveBeenCalledTimes(6);
  expect(clicked).toHaveBeenCalledTimes(6);
});

it('shows a refused download under its button', async () => {
  reports();
  server.use(http.get(`${base}/top.csv`, () => refuse(403, consoleTexts.adminsOnly)));
  const { user } = renderReports();
  await user.click(await screen.findByRole('button', { name: 'Download top classes CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(consoleTexts.adminsOnly);
});

it('tells an instructor plainly that the reports are not theirs, asking for none', async () => {
  server.use(accessAs('instructor'));
  renderReports();
  expect(await screen.findByRole('alert')).toHaveTextContent(consoleTexts.adminsOnly);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
