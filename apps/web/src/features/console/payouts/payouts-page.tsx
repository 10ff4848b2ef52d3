import { useParams } from 'react-router';
import { consoleTexts, payoutTexts } from '@jetsweat/contract';
import { Link } from '../../../lib/link.tsx';
import { useConsoleAccess } from '../../../lib/console-access.ts';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { PayoutsSection } from './payouts-section.tsx';
import '../console.css';

/**
 * /console/studios/{studioId}/payouts: the studio's payout account and what it was paid each
 * month, for staff and the studio's admins; anyone else is told plainly (the server refuses them
 * with 403 too). The gateway's onboarding page comes back here.
 */
export default function ConsolePayoutsPage() {
  const studioId = Number(useParams().studioId);
  const access = useConsoleAccess(true);
  const studio = access.data?.studios.find((s) => s.id === studioId);
  usePageTitle(studio ? `${studio.name}: payouts` : 'Studio payouts');
  if (access.isPending) return <Loader />;
  const runs = studio?.role === 'staff' || studio?.role === 'admin';
  if (access.isError || !studio || !runs)
    return (
      <main className="page console">
        <h1>{payoutTexts.title}</h1>
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
          <Link to={studio ? paths.consoleStudio(studioId) : paths.console}>
            Back to the console
          </Link>
        </p>
      </main>
    );
  return (
    <main className="page console">
      <p>
        <Link to={paths.consoleStudio(studioId)}>{studio.name}</Link>
      </p>
      <h1>Payouts at {studio.name}</h1>
      <p>{payoutTexts.intro}</p>
      <PayoutsSection studioId={studioId} />
    </main>
  );
}
