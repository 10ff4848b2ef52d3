import { useParams } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { consoleTexts } from '@jetsweat/contract';
import { useConsoleAccess } from '../../../lib/console-access.ts';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { CouponsSection } from './coupons-section.tsx';
import { PacksSection } from './packs-section.tsx';
import { PricesSection } from './prices-section.tsx';
import { RefundsOwedSection } from './refunds-owed-section.tsx';
import { RevenueSection } from './revenue-section.tsx';
import '../console.css';

/**
 * /console/studios/{studioId}/money: the studio's revenue, refunds still owed, prices, class packs
 * and coupons, for staff and the studio's admins. An instructor is told plainly that this is not
 * theirs (the server refuses every call of theirs here with 403 too).
 */
export default function ConsoleMoneyPage() {
  const studioId = Number(useParams().studioId);
  const access = useConsoleAccess(true);
  const studio = access.data?.studios.find((s) => s.id === studioId);
  usePageTitle(studio ? `${studio.name}: money` : 'Studio money');
  if (access.isPending) return <Loader />;
  const runs = studio?.role === 'staff' || studio?.role === 'admin';
  if (access.isError || !studio || !runs)
    return (
      <main className="page console">
        <h1>Money</h1>
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
      <h1>Money at {studio.name}</h1>
      <RevenueSection studioId={studioId} />
      <RefundsOwedSection studioId={studioId} />
      <PricesSection studioId={studioId} />
      <PacksSection studioId={studioId} />
      <CouponsSection studioId={studioId} />
    </main>
  );
}
