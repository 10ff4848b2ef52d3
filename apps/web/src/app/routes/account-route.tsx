import { useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { shortDay } from '@jetsweat/contract';
import { EmailConfirmationNotice } from '../../features/accounts/email-confirmation-notice.tsx';
import { ProfileForm } from '../../features/accounts/profile-form.tsx';
import { DayPassList } from '../../features/billing/membership/day-pass-list.tsx';
import { MembershipSection } from '../../features/billing/membership/membership-section.tsx';
import { PackList } from '../../features/billing/membership/pack-list.tsx';
import { ReceiptList } from '../../features/billing/membership/receipt-list.tsx';
import { TeachLink } from '../../features/live/teach-link.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { FormMessage } from '../../ui/form-message.tsx';

const dayKey = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /account, /account/{date} and /account/{studio}/{date}: the membership (billing's), day passes,
 * class packs, receipts, the profile (accounts'), and for instructors a link to the classes they teach (live's).
 */
export default function AccountRoute() {
  usePageTitle('Your account');
  const { user } = useSession();
  const { date } = useParams();
  if (!user) return null;
  const passDay = date && dayKey.test(date) ? shortDay(date) : date;
  return (
    <main className="page page--narrow">
      <h1>Your account</h1>
      <FormMessage success={date ? `Your day pass for ${passDay} is confirmed.` : null} />
      <p>
        {user.firstName} {user.lastName} · {user.email}
      </p>
      <EmailConfirmationNotice user={user} />
      <TeachLink />
      <MembershipSection />
      <DayPassList />
      <PackList />
      <ReceiptList />
      <h2>Profile</h2>
      <ProfileForm user={user} />
      <p>
        <Link to={paths.logout()}>Log out</Link>
      </p>
    </main>
  );
}
