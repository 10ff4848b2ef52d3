import { useParams } from 'react-router';
import { payoutTexts } from '@jetsweat/contract';
import { Link } from '../../../lib/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { PayoutsSection } from './payouts-section.tsx';
import { StudioGate } from '../studio-gate.tsx';
import '../console.css';

/**
 * /console/studios/{studioId}/payouts: the studio's payout account and what it was paid each
 * month, for staff and the studio's admins; anyone else is told plainly (the server refuses them
 * with 403 too). The gateway's onboarding page comes back here.
 */
export default function ConsolePayoutsPage() {
  const studioId = Number(useParams().studioId);
  return (
    <StudioGate studioId={studioId} title={payoutTexts.title} tab="payouts">
      {(studio) => (
        <main className="page console">
          <p>
            <Link to={paths.consoleStudio(studioId)}>{studio.name}</Link>
          </p>
          <h1>Payouts at {studio.name}</h1>
          <p>{payoutTexts.intro}</p>
          <PayoutsSection studioId={studioId} />
        </main>
      )}
    </StudioGate>
  );
}
