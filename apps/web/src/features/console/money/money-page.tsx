import { useParams } from 'react-router';
import { CouponsSection } from './coupons-section.tsx';
import { PacksSection } from './packs-section.tsx';
import { PricesSection } from './prices-section.tsx';
import { RefundsOwedSection } from './refunds-owed-section.tsx';
import { RevenueSection } from './revenue-section.tsx';
import { StudioPage } from '../studio-gate.tsx';
import '../console.css';

/**
 * /console/studios/{studioId}/money: the studio's revenue, refunds still owed, prices, class packs
 * and coupons, for staff and the studio's admins. An instructor is told plainly that this is not
 * theirs (the server refuses every call of theirs here with 403 too).
 */
export default function ConsoleMoneyPage() {
  const studioId = Number(useParams().studioId);
  return (
    <StudioPage studioId={studioId} title="Money" tab="money">
      <RevenueSection studioId={studioId} />
      <RefundsOwedSection studioId={studioId} />
      <PricesSection studioId={studioId} />
      <PacksSection studioId={studioId} />
      <CouponsSection studioId={studioId} />
    </StudioPage>
  );
}
