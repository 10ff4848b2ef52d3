import { useParams } from 'react-router';
import { payoutTexts } from '@jetsweat/contract';
import { PayoutsSection } from './payouts-section.tsx';
import { StudioPage } from '../studio-gate.tsx';
import '../console.css';

/**
 * /console/studios/{studioId}/payouts: the studio's payout account and what it was paid each
 * month, for staff and the studio's admins; anyone else is told plainly (the server refuses them
 * with 403 too). The gateway's onboarding page comes back here.
 */
export default function ConsolePayoutsPage() {
  const studioId = Number(useParams().studioId);
  return (
    <StudioPage studioId={studioId} title={payoutTexts.title} tab="payouts">
      <p>{payoutTexts.intro}</p>
      <PayoutsSection studioId={studioId} />
    </StudioPage>
  );
}
