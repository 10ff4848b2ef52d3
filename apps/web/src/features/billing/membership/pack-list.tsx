import { easternDay, packTexts, shortDay, type MemberPack } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { useMemberPacks } from '../../../lib/class-packs.ts';
import './membership.css';

function PackItem({ pack, now }: { pack: MemberPack; now: number }) {
  const expired = pack.expiresAt !== null && Date.parse(pack.expiresAt) <= now;
  return (
    <li className="day-pass">
      <span className="day-pass__what">
        {pack.studioName}: {pack.name}
        {pack.intro ? ` (${packTexts.introBadge})` : null}
      </span>
      <span className="day-pass__date">
        {packTexts.creditsLeft(pack.creditsLeft, pack.creditsTotal)}
      </span>
      <span className="day-pass__when">
        {expired || !pack.expiresAt
          ? packTexts.expired
          : packTexts.expires(shortDay(easternDay(new Date(pack.expiresAt))))}
      </span>
    </li>
  );
}

/** The member's class packs on /account: credits left and when each expires (issue 54). */
export function PackList() {
  const packs = useMemberPacks();
  const now = Date.now();
  const list = (packs.data?.packs ?? []).filter((p) => p.status === 'paid');
  return (
    <section aria-labelledby="packs-heading" className="membership">
      <h2 id="packs-heading">{packTexts.title}</h2>
      {packs.isError && !packs.data ? (
        <p className="form-error" role="alert">
          {errorMessage(packs.error)}
        </p>
      ) : list.length > 0 ? (
        <ul className="day-passes" aria-label="Your class packs">
          {list.map((p) => (
            <PackItem key={p.id} pack={p} now={now} />
          ))}
        </ul>
      ) : packs.isPending ? null : (
        <p>{packTexts.noPacks}</p>
      )}
    </section>
  );
}
