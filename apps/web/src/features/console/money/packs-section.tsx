import { useState } from 'react';
import {
  classCount,
  consolePacksTexts as texts,
  formatDollars,
  packTexts,
  type ClassPack,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { usePacks } from '../api/money.ts';
import { PackForm } from './pack-form.tsx';
import { PackSales } from './pack-sales.tsx';

/** One pack: its price, classes, validity, whether it is an intro offer and on sale; its editor. */
function PackRow({ studioId, pack }: { studioId: number; pack: ClassPack }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="console__card" aria-label={`Pack ${pack.name}`}>
      <h3>
        {pack.name}{' '}
        {pack.intro ? <span className="console__badge">{packTexts.introBadge}</span> : null}
      </h3>
      <p>
        {formatDollars(pack.priceCents)} for {classCount(pack.credits)}.{' '}
        <span className="console__muted">
          {packTexts.validFor(pack.validDays)} {pack.onSale ? texts.onSaleLabel : texts.offSale}.
        </span>
      </p>
      {editing ? (
        <PackForm studioId={studioId} pack={pack} onDone={() => setEditing(false)} />
      ) : (
        <div className="console__actions">
          <button className="btn" type="button" onClick={() => setEditing(true)}>
            {texts.editPack}
            <span className="visually-hidden"> {pack.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The studio's class packs (issue 54): each with its editor, the form for a new one, and the
 * pack sales. A change counts for later purchases only: a pack bought keeps its classes and days.
 */
export function PacksSection({ studioId }: { studioId: number }) {
  const packs = usePacks(studioId);
  return (
    <section className="console__card" aria-labelledby="console-packs">
      <h2 id="console-packs">{packTexts.title}</h2>
      <p className="console__muted">
        A pack sells a number of classes to use within some days. A change counts for later
        purchases: packs already bought keep their classes and days.
      </p>
      <PackForm studioId={studioId} />
      {packs.isPending ? <Loader /> : null}
      {packs.isError ? <FormMessage error={errorMessage(packs.error)} /> : null}
      {packs.data ? (
        packs.data.packs.length === 0 ? (
          <p>{texts.noPacks}</p>
        ) : (
          <ul className="console__list" aria-label={packTexts.title}>
            {packs.data.packs.map((p) => (
              <PackRow key={p.id} studioId={studioId} pack={p} />
            ))}
          </ul>
        )
      ) : null}
      <PackSales studioId={studioId} />
    </section>
  );
}
