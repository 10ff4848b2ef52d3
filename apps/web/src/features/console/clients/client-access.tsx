import type { ReactNode } from 'react';
import { consoleTexts, type ConsoleAccess } from '@jetsweat/contract';
import { useConsoleAccess } from '../../../lib/console-access.ts';
import { errorMessage } from '../../../lib/api.ts';
import { Link } from '../../../lib/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';

type Studio = ConsoleAccess['studios'][number];

/**
 * The clients pages' gate: staff and the studio's admins see `children(studio)`; an instructor or
 * a stranger is told plainly that this is not theirs (the server refuses their calls with 403 too).
 */
export function ClientsGate(props: {
  studioId: number;
  title: string;
  children: (studio: Studio) => ReactNode;
}) {
  const access = useConsoleAccess(true);
  const studio = access.data?.studios.find((s) => s.id === props.studioId);
  if (access.isPending) return <Loader />;
  const runs = studio?.role === 'staff' || studio?.role === 'admin';
  if (access.isError || !studio || !runs)
    return (
      <main className="page console">
        <h1>{props.title}</h1>
        <FormMessage
          error={
            access.isError
              ? errorMessage(access.error)
              : studio
                ? consoleTexts.adminsOnly
                : consoleTexts.notThisStudio
          }
        />
        <p>
          <Link to={studio ? paths.consoleStudio(props.studioId) : paths.console}>
            Back to the console
          </Link>
        </p>
      </main>
    );
  return <>{props.children(studio)}</>;
}
