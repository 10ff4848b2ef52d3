import ProgramPage from '../../features/videos/programs/program-page.tsx';
import { ScheduleProgramForm } from '../../features/workouts/schedule-program-form.tsx';

/** /newplatform/programs/{programId}: the program, with scheduling it week by week. */
export default function ProgramRoute() {
  return (
    <ProgramPage
      actions={(program) => <ScheduleProgramForm programId={program.id} weeks={program.schedule} />}
    />
  );
}
