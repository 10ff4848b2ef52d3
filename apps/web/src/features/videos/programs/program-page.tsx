import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import type { Program } from '@jetsweat/contract';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ApiFailure } from '../../../ui/api-failure.tsx';
import { ClassCard, ClassGrid, minutesLabel } from '../../../ui/class-card.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { useProgram } from '../api/programs.ts';

export interface ProgramPageProps {
  /** What a member can do with the program (schedule it): the workouts feature's, from src/app. */
  actions(program: Program): ReactNode;
}

/** A program, week by week, each class a link to its player. */
export default function ProgramPage({ actions }: ProgramPageProps) {
  const programId = Number(useParams().programId);
  const program = useProgram(programId);
  usePageTitle(program.data?.title ?? 'Program');
  if (!program.data)
    return program.isError ? <ApiFailure error={program.error} title="Program" /> : <Loader />;
  const p = program.data;
  return (
    <main className="page">
      <p>
        <Link to={paths.memberPrograms}>← All programs</Link>
      </p>
      <h1>{p.title}</h1>
      <p>
        {p.weeks} weeks · {p.classCount} classes · {minutesLabel(p.totalDuration)} in all
      </p>
      <p>{p.summary}</p>
      {actions(p)}
      {p.schedule.map((week) => (
        <section key={week.week} aria-labelledby={`week-${week.week}`}>
          <h2 id={`week-${week.week}`}>Week {week.week}</h2>
          <ClassGrid label={`Week ${week.week}`}>
            {week.classes.map((c, i) => (
              <ClassCard key={`${c.id}-${i}`} video={c} />
            ))}
          </ClassGrid>
        </section>
      ))}
    </main>
  );
}
