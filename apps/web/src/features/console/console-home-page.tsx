import { consoleTexts } from '@jetsweat/contract';
import { Link } from '../../lib/link.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useConsoleAccess } from '../../lib/console-access.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { roleNames } from './role-names.ts';
import './console.css';

/** /console: the studios the person may open (staff see every studio, admins theirs). */
export default function ConsoleHomePage() {
  usePageTitle('Studio console');
  const access = useConsoleAccess(true);
  if (access.isPending) return <Loader />;
  if (access.isError)
    return (
      <main className="page console">
        <h1>Studio console</h1>
        <FormMessage error={errorMessage(access.error)} />
      </main>
    );
  const { studios, staff } = access.data;
  return (
    <main className="page console">
      <h1>Studio console</h1>
      {studios.length === 0 ? (
        <p>{consoleTexts.noRole}</p>
      ) : (
        <nav aria-label="Your studios" className="console__card">
          <h2>{staff ? 'Every studio' : 'Your studios'}</h2>
          <ul className="console__list">
            {studios.map((s) => (
              <li key={s.id} className="console__row">
                <Link to={paths.consoleStudio(s.id)}>{s.name}</Link>
                <span className="console__muted">{roleNames[s.role]}</span>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}
