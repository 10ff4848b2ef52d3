import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  billingTexts,
  classCount,
  formatDollars,
  packTexts,
  type ClassPack,
  type MemberPack,
  type StudioPacks,
} from '@jetsweat/contract';
import { CardFields } from '../../lib/card-payment/card-fields.tsx';
import { reloadAfterChange } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';
import { billingKeys } from './api/keys.ts';
import { buyPack } from './api/packs.ts';
import { ErrorBanner } from './error-banner.tsx';
import { useCardPurchase } from './use-card-purchase.ts';

/** A key for one press of Buy: its repeats (a double click, the bank's step) are the same purchase. */
const newKey = () => crypto.randomUUID();

/** One pack to choose: its classes, price, validity and, for an intro offer, who may buy it. */
function PackChoice(props: {
  pack: ClassPack;
  chosen: boolean;
  introClosed: boolean;
  onChoose(): void;
}) {
  const { pack } = props;
  const id = `pack-${pack.id}`;
  return (
    <li className={props.chosen ? 'plan-card plan-card--chosen' : 'plan-card'}>
      <input
        type="radio"
        name="pack"
        id={id}
        checked={props.chosen}
        disabled={props.introClosed}
        onChange={props.onChoose}
      />
      <label htmlFor={id}>
        <strong>{pack.name}</strong>
        {pack.intro ? <span className="pack-badge">{packTexts.introBadge}</span> : null}
        <span className="plan-card__price">{formatDollars(pack.priceCents)}</span>
        <span>
          {classCount(pack.credits)}. {packTexts.validFor(pack.validDays)}
        </span>
        {pack.intro ? (
          <span>{props.introClosed ? packTexts.introTaken : packTexts.introNote}</span>
        ) : null}
      </label>
    </li>
  );
}

/** Buying the chosen pack: one key per press of Buy, a new one once it is bought. */
function usePackPurchase(chosen: ClassPack | null) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { card, purchase, pending, error } = useCardPurchase();
  const [key, setKey] = useState(newKey);
  const [bought, setBought] = useState<MemberPack | null>(null);
  const free = chosen?.priceCents === 0;
  const buy = async () => {
    if (!chosen) return;
    const pack = await purchase<MemberPack>({
      needsCard: !free,
      name: `${user?.firstName || '-'} ${user?.lastName || '-'}`,
      supportLine: billingTexts.contactSupportAt(window.location.hostname),
      send: (token) => buyPack({ packId: chosen.id, purchaseKey: key, token }),
    });
    if (!pack) return;
    setBought(pack);
    setKey(newKey());
    await reloadAfterChange(queryClient, billingKeys.all);
  };
  return { card, pending, error, bought, free, buy, user };
}

/** The studio's packs to choose from, the card, and Buy; after paying, what was bought. */
export function PackPurchaseForm({ offer }: { offer: StudioPacks }) {
  const buyable = offer.packs.filter((p) => !p.intro || offer.introOpen !== false);
  const [chosenId, setChosenId] = useState<number | null>(buyable[0]?.id ?? null);
  const chosen = offer.packs.find((p) => p.id === chosenId) ?? null;
  const { card, pending, error, bought, free, buy, user } = usePackPurchase(chosen);

  if (bought) return <p role="status">{packTexts.packPaid(bought.name)}</p>;
  return (
    <form
      className="checkout"
      aria-label={packTexts.title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void buy();
      }}
    >
      <ErrorBanner lines={error} />
      <ul className="pack-choices" aria-label={packTexts.title}>
        {offer.packs.map((p) => (
          <PackChoice
            key={p.id}
            pack={p}
            chosen={p.id === chosenId}
            introClosed={p.intro && offer.introOpen === false}
            onChoose={() => setChosenId(p.id)}
          />
        ))}
      </ul>
      {chosen && !free ? (
        <CardFields defaultName={user ? `${user.firstName} ${user.lastName}` : ''} />
      ) : null}
      <button
        type="submit"
        className="btn btn--block checkout__confirm"
        disabled={!chosen || pending || (!free && !card.ready)}
      >
        {pending
          ? billingTexts.processing
          : chosen
            ? `Buy ${chosen.name} for ${formatDollars(chosen.priceCents)}`
            : packTexts.title}
      </button>
    </form>
  );
}
