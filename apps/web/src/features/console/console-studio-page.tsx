import { useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useConsoleAccess } from '../../lib/console-access.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { consoleTexts } from '@jetsweat/contract';
import { AuditSection } from './audit-section.tsx';
import { BookingPolicySection } from './booking-policy-section.tsx';
import { ClassesSection } from './classes-section.tsx';
import { roleNames } from './role-names.ts';
import { StudioContentSections } from './studio-content-sections.tsx';
import { StudioPageForm } from './studio-page-form.tsx';
import { TeamSection } from './team-section.tsx';
import './console.css';

/**
 * /console/studios/{studioId}: what the person's role at the studio allows. Staff and the
 * studio's admins edit its page, see its team and invite, and read its log; an instructor is
 * pointed at their classes.
 */
export default function ConsoleStudioPage() {
  const studioId = Number(useParams().studioId);
  const access = useConsoleAccess(true);
  const studio = access.data?.studios.find((s) => s.id === studioId);
  usePageTitle(studio ? `${studio.name}: studio console` : 'Studio console');
  if (access.isPending) return <Loader />;
  if (access.isError || !studio)
    return (
      <main className="page console">
        <h1>Studio console</h1>
        <FormMessage
          error={access.isError ? errorMessage(access.error) : consoleTexts.notThisStudio}
        />
        <p>
          <Link to={paths.console}>Back to your studios</Link>
        </p>
      </main>
    );
  const runs = studio.role === 'staff' || studio.role === 'admin';
  return (
    <main className="page console">
      <p>
        <Link to={paths.console}>All your studios</Link>
      </p>
      <h1>{studio.name}</h1>
      <p className="console__muted">You are: {roleNames[studio.role]}</p>
      {runs ? (
        <>
          <p>
            <Link to={paths.consoleVideos(studioId)}>On-demand classes: upload and publish</Link>{' '}
            <Link to={paths.consoleMoney(studioId)}>Money: revenue, prices and coupons</Link>{' '}
            <Link to={paths.consolePayouts(studioId)}>Payouts: what the studio is paid</Link>{' '}
            <Link to={paths.consoleClients(studioId)}>Clients: history, notes, export</Link>{' '}
            <Link to={paths.consoleReports(studioId)}>
              Reports: attendance, no-shows, members, top classes
            </Link>
          </p>
          <StudioPageForm studioId={studioId} />
          <ClassesSection studioId={studioId} />
          <BookingPolicySection studioId={studioId} />
          <StudioContentSections studioId={studioId} />
          <TeamSection studioId={studioId} staff={studio.role === 'staff'} />
          <AuditSection studioId={studioId} />
        </>
      ) : (
        <>
          <ClassesSection studioId={studioId} />
          <p>
            Go live from <Link to={paths.teaching}>Classes you teach</Link>.
          </p>
        </>
      )}
    </main>
  );
}
