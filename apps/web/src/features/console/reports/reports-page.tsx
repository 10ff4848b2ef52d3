import { useState } from 'react';
import { useParams } from 'react-router';
import {
  REPORT_DEFAULT_MONTHS,
  REPORT_DEFAULT_WEEKS,
  reportMonthChoices,
  reportTexts,
  reportWeekChoices,
} from '@jetsweat/contract';
import { AttendanceSection } from './attendance-section.tsx';
import { MembersSection } from './members-section.tsx';
import { NoShowsSection } from './no-shows-section.tsx';
import { PacksSection } from './packs-section.tsx';
import { TopSection } from './top-section.tsx';
import { StudioPage } from '../studio-gate.tsx';
import '../console.css';
import './reports.css';

/** The two periods: weeks for the class reports, months for the members report. */
function PeriodChoice({
  weeks,
  months,
  onWeeks,
  onMonths,
}: {
  weeks: number;
  months: number;
  onWeeks: (n: number) => void;
  onMonths: (n: number) => void;
}) {
  return (
    <div className="reports__period">
      <label>
        Classes of the last{' '}
        <select value={weeks} onChange={(e) => onWeeks(Number(e.target.value))}>
          {reportWeekChoices.map((n) => (
            <option key={n} value={n}>
              {n} weeks
            </option>
          ))}
        </select>
      </label>
      <label>
        Members of the last{' '}
        <select value={months} onChange={(e) => onMonths(Number(e.target.value))}>
          {reportMonthChoices.map((n) => (
            <option key={n} value={n}>
              {n} months
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * /console/studios/{studioId}/reports: the studio owner's reports (issue 54, item 4), each a chart
 * with its summary in words, its numbers and a CSV, for staff and the studio's admins. An
 * instructor is told plainly that this is not theirs (the server refuses them with 403 too).
 */
export default function ConsoleReportsPage() {
  const studioId = Number(useParams().studioId);
  const [weeks, setWeeks] = useState<number>(REPORT_DEFAULT_WEEKS);
  const [months, setMonths] = useState<number>(REPORT_DEFAULT_MONTHS);
  return (
    <StudioPage studioId={studioId} title="Reports" tab="reports">
      <p className="console__muted">{reportTexts.intro}</p>
      <PeriodChoice weeks={weeks} months={months} onWeeks={setWeeks} onMonths={setMonths} />
      <AttendanceSection studioId={studioId} weeks={weeks} />
      <NoShowsSection studioId={studioId} weeks={weeks} />
      <MembersSection studioId={studioId} months={months} />
      <TopSection studioId={studioId} weeks={weeks} />
      <PacksSection studioId={studioId} months={months} />
    </StudioPage>
  );
}
