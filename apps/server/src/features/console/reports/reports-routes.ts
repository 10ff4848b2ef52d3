import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceReportSchema,
  consoleStudioParamsSchema,
  errorEnvelope,
  membersReportSchema,
  noShowReportSchema,
  packReportSchema,
  reportMonthsQuerySchema,
  reportWeeksQuerySchema,
  topReportSchema,
} from '@jetsweat/contract';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../../platform/http/openapi.ts';
import { consoleCaller, type ConsoleCaller } from '../console-access.ts';
import type { CsvFile, ReportsService } from './reports-service.ts';

const member = { tags: ['console'], security: loginRequired };
const reports = '/api/console/studios/:studioId/reports';

type App = Parameters<FastifyPluginAsyncZod<{ reports: ReportsService }>>[0];
type Query = typeof reportWeeksQuerySchema | typeof reportMonthsQuerySchema;

/** A report's CSV download, named by the server, never kept by a cache. */
function csvRoute<Q extends Query>(
  app: App,
  path: string,
  querystring: Q,
  summary: string,
  read: (caller: ConsoleCaller, studioId: number, period: z.output<Q>) => Promise<CsvFile>,
): void {
  app.get(
    `${reports}/${path}`,
    {
      schema: {
        ...member,
        summary,
        params: consoleStudioParamsSchema,
        querystring,
        response: {
          200: {
            description: 'The report as CSV, UTF-8, CRLF line ends',
            content: { 'text/csv': { schema: z.string() } },
          },
          '4xx': errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const csv = await read(consoleCaller(req), req.params.studioId, req.query as z.output<Q>);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv.body);
    },
  );
}

/** Attendance and fill rate, and the top classes and instructors: the last N weeks' classes. */
function classRoutes(app: App, r: ReportsService): void {
  const weeks = { params: consoleStudioParamsSchema, querystring: reportWeeksQuerySchema };
  app.get(
    `${reports}/attendance`,
    {
      schema: {
        ...member,
        ...weeks,
        summary: "A studio's past classes of the last N weeks: booked seats, capacity, who came",
        response: answers(attendanceReportSchema),
      },
    },
    async (req) => ok(await r.attendance(consoleCaller(req), req.params.studioId, req.query.weeks)),
  );
  csvRoute(
    app,
    'attendance.csv',
    reportWeeksQuerySchema,
    'Attendance and fill rate per class as CSV',
    (c, s, q) => r.attendanceCsv(c, s, q.weeks),
  );
  app.get(
    `${reports}/top`,
    {
      schema: {
        ...member,
        ...weeks,
        summary: "A studio's most attended classes and instructors of the last N weeks",
        response: answers(topReportSchema),
      },
    },
    async (req) => ok(await r.top(consoleCaller(req), req.params.studioId, req.query.weeks)),
  );
  csvRoute(
    app,
    'top.csv',
    reportWeeksQuerySchema,
    'The top classes and instructors as CSV',
    (c, s, q) => r.topCsv(c, s, q.weeks),
  );
}

/** No-shows of the last N weeks, and new, returning and retained members of the last N months. */
function memberRoutes(app: App, r: ReportsService): void {
  app.get(
    `${reports}/no-shows`,
    {
      schema: {
        ...member,
        summary: "Booked members who never joined a studio's past classes, the last N weeks",
        params: consoleStudioParamsSchema,
        querystring: reportWeeksQuerySchema,
        response: answers(noShowReportSchema),
      },
    },
    async (req) => ok(await r.noShows(consoleCaller(req), req.params.studioId, req.query.weeks)),
  );
  csvRoute(
    app,
    'no-shows.csv',
    reportWeeksQuerySchema,
    'Every no-show of the period as CSV',
    (c, s, q) => r.noShowsCsv(c, s, q.weeks),
  );
  app.get(
    `${reports}/members`,
    {
      schema: {
        ...member,
        summary: "A studio's new and returning members by month, and its retention by cohort",
        params: consoleStudioParamsSchema,
        querystring: reportMonthsQuerySchema,
        response: answers(membersReportSchema),
      },
    },
    async (req) => ok(await r.members(consoleCaller(req), req.params.studioId, req.query.months)),
  );
  csvRoute(
    app,
    'members.csv',
    reportMonthsQuerySchema,
    'New and returning members by month as CSV',
    (c, s, q) => r.membersCsv(c, s, q.months),
  );
  csvRoute(
    app,
    'cohorts.csv',
    reportMonthsQuerySchema,
    'The retention table (cohorts) as CSV',
    (c, s, q) => r.cohortsCsv(c, s, q.months),
  );
}

/** Pack and intro offer sales by month, the last N months. */
function packRoutes(app: App, r: ReportsService): void {
  app.get(
    `${reports}/packs`,
    {
      schema: {
        ...member,
        summary:
          "A studio's class packs and intro offers sold, revenue, classes used and refunds by month",
        params: consoleStudioParamsSchema,
        querystring: reportMonthsQuerySchema,
        response: answers(packReportSchema),
      },
    },
    async (req) => ok(await r.packs(consoleCaller(req), req.params.studioId, req.query.months)),
  );
  csvRoute(
    app,
    'packs.csv',
    reportMonthsQuerySchema,
    'Pack and offer sales by month as CSV',
    (c, s, q) => r.packsCsv(c, s, q.months),
  );
}

/** The studio owner's reports: staff and the studio's admins (instructors get 403). */
export const consoleReportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports: r },
) => {
  // Who is asking comes before what they sent: without a login every report answers 401.
  app.addHook('preValidation', async (req) => void consoleCaller(req));
  classRoutes(app, r);
  memberRoutes(app, r);
  packRoutes(app, r);
};
