import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { easternDay, packTexts, shortDay, type LiveClass } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import {
  memberPacksQuery,
  useMemberPacks,
  useStudioPacks,
  usablePacksAt,
} from '../../lib/class-packs.ts';
import { Link } from '../../lib/link.tsx';
import { reloadAfterChange } from '../../lib/query-client.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useAddToSchedule } from './api/book.ts';

/**
 * In the payment modal (issue 54): with credits of a class pack at the class's studio, "Book with
 * a class credit" books it with one instead of paying; without, a link to the studio's packs when
 * it sells some.
 */
export function PackCreditChoice(props: { liveClass: LiveClass; onBooked(): void }) {
  const { liveClass } = props;
  const { user } = useSession();
  const queryClient = useQueryClient();
  const packs = useMemberPacks(user !== null);
  const offer = useStudioPacks(liveClass.studioId);
  const add = useAddToSchedule();
  const [error, setError] = useState<string | null>(null);
  const usable = usablePacksAt(packs.data?.packs ?? [], liveClass.studioId, Date.now());
  const left = usable.reduce((sum, p) => sum + p.creditsLeft, 0);

  if (!user || !packs.data) return null;
  if (left === 0) {
    return offer.data && offer.data.packs.length > 0 ? (
      <p className="payment-modal__note">
        <Link to={paths.packs(liveClass.studioShortName)}>
          Buy a class pack from {liveClass.studioName}
        </Link>{' '}
        and book its classes with credits.
      </p>
    ) : null;
  }
  const book = async () => {
    setError(null);
    try {
      await add.mutateAsync({ userId: user.id, liveClass, usePack: true });
      await reloadAfterChange(queryClient, memberPacksQuery.queryKey);
      props.onBooked();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const soonest = usable[0]!;
  return (
    <div className="pack-credit">
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <p>
        {soonest.name}: {packTexts.creditsLeft(soonest.creditsLeft, soonest.creditsTotal)}.{' '}
        {packTexts.expires(shortDay(easternDay(new Date(soonest.expiresAt!))))}.
      </p>
      <button
        type="button"
        className="btn btn--block"
        disabled={add.isPending}
        onClick={() => void book()}
      >
        {packTexts.bookWithCredit(left)}
      </button>
      <p className="pack-credit__or">or pay for this class:</p>
    </div>
  );
}
