import { Link } from '../../lib/link.tsx';
import { easternLongDate, easternTime, type TeachingClass } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Loader } from '../../ui/loader.tsx';
import { useTeaching } from './api/teaching.ts';
import './broadcast.css';

function TeachingRow({ c }: { c: TeachingClass }) {
  return (
    <li className="teaching__class">
      <div>
        <strong>{c.title}</strong>
        {c.live ? <span className="teaching__on-air"> On air</span> : null}
        <br />
        {c.studioName} · {easternLongDate(c.scheduledDatetime)} at{' '}
        {easternTime(c.scheduledDatetime)} <abbr title="Eastern Time">ET</abbr> ·{' '}
        {c.minutesDuration} min
      </div>
      <Link
        className="btn btn--brand"
        to={paths.broadcast(c.id)}
        aria-label={`Teach ${c.title}, ${easternTime(c.scheduledDatetime)} ET`}
      >
        Teach
      </Link>
    </li>
  );
}

/** /broadcast: the classes the person may teach (the server decides which), each to its page. */
export default function TeachingPage() {
  usePageTitle('Classes you teach');
  const list = useTeaching();

  let body;
  if (list.isPending) body = <Loader />;
  else if (list.isError)
    body = (
      <p className="form-error" role="alert">
        {errorMessage(list.error)}
      </p>
    );
  else if (list.data.length === 0) body = <p>You have no live classes to teach.</p>;
  else
    body = (
      <ul className="teaching">
        {list.data.map((c) => (
          <TeachingRow key={c.id} c={c} />
        ))}
      </ul>
    );

  return (
    <main className="page page--narrow">
      <h1>Classes you teach</h1>
      {body}
    </main>
  );
}
