import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AttendanceReport,
  MembersReport,
  NoShowReport,
  PackReport,
  TopReport,
} from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download-csv.ts';

/** The class reports cover the last N weeks; the members report the last N months. */
export type ReportName = 'attendance' | 'no-shows' | 'members' | 'top' | 'packs';
export type CsvName = 'attendance' | 'no-shows' | 'members' | 'cohorts' | 'top' | 'packs';

const byMonth = new Set<string>(['members', 'cohorts', 'packs']);
const periodOf = (report: ReportName | CsvName, n: number) =>
  byMonth.has(report) ? `months=${n}` : `weeks=${n}`;

/** A report's address, and its CSV's. */
export const reportUrl = (studioId: number, report: ReportName, n: number) =>
  `/api/console/studios/${studioId}/reports/${report}?${periodOf(report, n)}`;
export const reportCsvUrl = (studioId: number, report: CsvName, n: number) =>
  `/api/console/studios/${studioId}/reports/${report}.csv?${periodOf(report, n)}`;

function useReport<T>(studioId: number, report: ReportName, n: number) {
  return useQuery(
    queryOptions({
      queryKey: ['console', 'reports', studioId, report, n],
      queryFn: () => api<T>(reportUrl(studioId, report, n)),
      meta: { personal: true },
    }),
  );
}

export const useAttendanceReport = (studioId: number, weeks: number) =>
  useReport<AttendanceReport>(studioId, 'attendance', weeks);
export const useNoShowReport = (studioId: number, weeks: number) =>
  useReport<NoShowReport>(studioId, 'no-shows', weeks);
export const useMembersReport = (studioId: number, months: number) =>
  useReport<MembersReport>(studioId, 'members', months);
export const useTopReport = (studioId: number, weeks: number) =>
  useReport<TopReport>(studioId, 'top', weeks);
export const usePackReport = (studioId: number, months: number) =>
  useReport<PackReport>(studioId, 'packs', months);

/** Downloads a report's CSV under the name the server gives it. */
export const downloadReportCsv = (studioId: number, report: CsvName, n: number) =>
  downloadCsv(reportCsvUrl(studioId, report, n), `${report}.csv`);
