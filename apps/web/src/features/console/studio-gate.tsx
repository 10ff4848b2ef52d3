import type { ReactNode } from 'react';
import { consoleTexts, type ConsoleAccess } from '@jetsweat/contract';
import { useConsoleAccess } from '../../lib/console-access.ts';
import { errorMessage } from '../../lib/api.ts';
import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';

type Studio = ConsoleAccess['studios'][number];

/**
 * Whether the signed-in person runs studio `studioId` in the console (staff, or the studio's
 * admin): `refusal` says plainly why not (the server refuses their calls with 403 too), null when
 * they do; `pending` while their access is being asked.
 */
export function useStudioAccess(studioId: number) {
  const access = useConsoleAccess(true);
  const studio = access.data?.studios.find((s) => s.id === studioId);
  const runs = studio?.role === 'staff' || studio?.role === 'admin';
  const refusal = access.isError
    ? errorMessage(access.error)
    : !studio
      ? consoleTexts.notThisStudio
      : runs
        ? null
        : consoleTexts.adminsOnly;
  return { pending: access.isPending, studio, refusal };
}

/**
 * The gate of a studio's console pages that only those who run the studio may see (money,
 * payouts, reports, clients): staff and the studio's admins see `children(studio)`; anyone else
 * is told why not (useStudioAccess) under the page's `title`, with the way back. Given `tab`, the
 * browser tab is named "{studio}: {tab}", or "Studio {tab}" until the studio is known.
 */
export function StudioGate(props: {
  studioId: number;
  title: string;
  tab?: string;
  children: (studio: Studio) => ReactNode;
}) {
  const { pending, studio, refusal } = useStudioAccess(props.studioId);
  usePageTitle(
    props.tab ? (studio ? `${studio.name}: ${props.tab}` : `Studio ${props.tab}`) : null,
  );
  if (pending) return <Loader />;
  if (refusal !== null || !studio)
    return (
      <main className="page console">
        <h1>{props.title}</h1>
        <FormMessage error={refusal} />
        <p>
          <Link to={studio ? paths.consoleStudio(props.studioId) : paths.console}>
            Back to the console
          </Link>
        </p>
      </main>
    );
  return <>{props.children(studio)}</>;
}

/**
 * A studio's console page behind its gate: the way back to the studio above the heading
 * "{title} at {studio}", then the page's `children`.
 */
export function StudioPage(props: {
  studioId: number;
  title: string;
  tab?: string;
  children: ReactNode;
}) {
  const { children, ...gate } = props;
  return (
    <StudioGate {...gate}>
      {(studio) => (
        <main className="page console">
          <p>
            <Link to={paths.consoleStudio(props.studioId)}>{studio.name}</Link>
          </p>
          <h1>
            {props.title} at {studio.name}
          </h1>
          {children}
        </main>
      )}
    </StudioGate>
  );
}
