import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { studioPages } from '../../studios/service.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';
import { attendedClasses, readAttendance, readTop } from './class-reports.ts';
import { readMembers } from './members-report.ts';
import { noShowsOf, readNoShows } from './no-shows.ts';
import { readPacks } from './packs-report.ts';
import {
  attendanceCsv,
  cohortsCsv,
  membersCsv,
  noShowsCsv,
  packsCsv,
  topCsv,
} from './report-csv.ts';
import { monthPeriod, utcDay } from './report-period.ts';

/** Who may read a studio's reports: as its revenue, staff and its admins (instructors get 403). */
const runners = ['staff', 'admin'] as const;

/** A CSV download: its file name and its text. */
export interface CsvFile {
  fileName: string;
  body: string;
}

/** A CSV's file name (the studio's short name, the report, its period) and the studio's name. */
async function csvNamed(db: Database, studioId: number, report: string, from: string, to: string) {
  const page = await studioPages.find(db, studioId);
  return {
    studio: page?.name ?? String(studioId),
    fileName: `jetsweat-${report}-${page?.shortName ?? studioId}-${from}-to-${to}.csv`,
  };
}

/**
 * The studio owner's reports (issue 54, item 4): each asks console-access.ts's rule first, then
 * composes what the schedule (classes, seats) and the live room (attendance) answer for the
 * studio and period (docs/decisions/0110-studio-reports.md).
 */
export function createReportsService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const allowed = (caller: ConsoleCaller, studioId: number) =>
    requireStudioRole(db, caller, studioId, runners);
  const named = (studioId: number, report: string, from: string, to: string) =>
    csvNamed(db, studioId, report, from, to);
  return {
    async attendance(caller: ConsoleCaller, studioId: number, weeks: number) {
      await allowed(caller, studioId);
      return readAttendance(db, studioId, clock.now(), weeks);
    },
    async attendanceCsv(caller: ConsoleCaller, studioId: number, weeks: number): Promise<CsvFile> {
      await allowed(caller, studioId);
      const { period, rows } = await attendedClasses(db, studioId, clock.now(), weeks);
      const f = await named(studioId, 'attendance', utcDay(period.from), utcDay(period.to));
      return { fileName: f.fileName, body: attendanceCsv(f.studio, rows) };
    },
    async noShows(caller: ConsoleCaller, studioId: number, weeks: number) {
      await allowed(caller, studioId);
      return readNoShows(db, studioId, clock.now(), weeks);
    },
    async noShowsCsv(caller: ConsoleCaller, studioId: number, weeks: number): Promise<CsvFile> {
      await allowed(caller, studioId);
      const { period, noShows } = await noShowsOf(db, studioId, clock.now(), weeks);
      const f = await named(studioId, 'no-shows', utcDay(period.from), utcDay(period.to));
      return { fileName: f.fileName, body: noShowsCsv(f.studio, noShows) };
    },
    async members(caller: ConsoleCaller, studioId: number, months: number) {
      await allowed(caller, studioId);
      return readMembers(db, studioId, clock.now(), months);
    },
    async membersCsv(caller: ConsoleCaller, studioId: number, months: number): Promise<CsvFile> {
      await allowed(caller, studioId);
      const report = await readMembers(db, studioId, clock.now(), months);
      const f = await named(studioId, 'members', report.from, report.to);
      return { fileName: f.fileName, body: membersCsv(f.studio, report) };
    },
    async cohortsCsv(caller: ConsoleCaller, studioId: number, months: number): Promise<CsvFile> {
      await allowed(caller, studioId);
      const now = clock.now();
      const report = await readMembers(db, studioId, now, months);
      const f = await named(studioId, 'cohorts', report.from, report.to);
      return { fileName: f.fileName, body: cohortsCsv(f.studio, report, monthPeriod(now, months)) };
    },
    async top(caller: ConsoleCaller, studioId: number, weeks: number) {
      await allowed(caller, studioId);
      return readTop(db, studioId, clock.now(), weeks);
    },
    async topCsv(caller: ConsoleCaller, studioId: number, weeks: number): Promise<CsvFile> {
      await allowed(caller, studioId);
      const top = await readTop(db, studioId, clock.now(), weeks);
      const f = await named(studioId, 'top', top.from, top.to);
      return { fileName: f.fileName, body: topCsv(f.studio, top) };
    },
    ...packReports({ db, clock }, allowed),
  };
}

/** Pack and offer sales by month, and its CSV (billing's figures, packs-report.ts). */
function packReports(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  allowed: (caller: ConsoleCaller, studioId: number) => Promise<unknown>,
) {
  return {
    async packs(caller: ConsoleCaller, studioId: number, months: number) {
      await allowed(caller, studioId);
      return readPacks(db, studioId, clock.now(), months);
    },
    async packsCsv(caller: ConsoleCaller, studioId: number, months: number): Promise<CsvFile> {
      await allowed(caller, studioId);
      const report = await readPacks(db, studioId, clock.now(), months);
      const f = await csvNamed(db, studioId, 'packs', report.from, report.to);
      return { fileName: f.fileName, body: packsCsv(f.studio, report) };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
