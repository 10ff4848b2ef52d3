import { Link } from '../../../lib/link.tsx';
import type { ProgramSummary } from '@jetsweat/contract';
import { paths } from '../../../lib/paths.ts';
import { minutesLabel } from '../../../ui/class-card.tsx';

/** A program in a list: poster, title, how long it runs and what it mixes. */
export function ProgramCard({ program }: { program: ProgramSummary }) {
  return (
    <li className="class-card" data-program-id={program.id}>
      <Link className="class-card__link" to={paths.memberProgram(program.id)}>
        <img className="class-card__poster" src={program.poster} alt="" loading="lazy" />
        <span className="class-card__title">{program.title}</span>
      </Link>
      <p className="class-card__meta">
        {program.weeks} weeks · {program.classCount} classes · {minutesLabel(program.totalDuration)}
      </p>
      <p className="class-card__meta">{program.classTypes.join(', ')}</p>
    </li>
  );
}
