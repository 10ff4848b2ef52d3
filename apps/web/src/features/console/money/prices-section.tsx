import { useState, type FormEvent } from 'react';
import { moneyTexts, type StudioPrice } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { Field } from '../../../ui/field.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { usePrices, useSavePrice } from '../api/money.ts';

/** One package's price in dollars, saved as cents; the server's message shows under the field. */
function PriceForm({ studioId, price }: { studioId: number; price: StudioPrice }) {
  const save = useSavePrice(studioId);
  const [dollars, setDollars] = useState((price.priceCents / 100).toFixed(2));
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage({});
    const cents = Math.round(Number(dollars) * 100);
    try {
      await save.mutateAsync({
        packageId: price.packageId,
        priceCents: Number.isFinite(cents) ? cents : NaN,
      });
      setMessage({ success: moneyTexts.priceSaved });
    } catch (err) {
      setMessage({ error: errorMessage(err) });
    }
  };
  return (
    <form className="console__inline-form" onSubmit={submit} aria-label={`${price.title} price`}>
      <Field
        label={`${price.title} (USD)`}
        inputMode="decimal"
        value={dollars}
        onChange={(e) => setDollars(e.target.value)}
        warning={message.error}
      />
      <button className="btn" type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save price'}
      </button>
      <div style={{ flexBasis: '100%' }}>
        <FormMessage success={message.success} />
      </div>
    </form>
  );
}

/** The studio's plans and day pass with their prices (staff and the studio's admins). */
export function PricesSection({ studioId }: { studioId: number }) {
  const prices = usePrices(studioId);
  return (
    <section className="console__card" aria-labelledby="console-prices">
      <h2 id="console-prices">Prices</h2>
      <p className="console__muted">
        New purchases pay the new price; members already subscribed keep the price they joined at.
      </p>
      {prices.isPending ? <Loader /> : null}
      {prices.isError ? <FormMessage error={errorMessage(prices.error)} /> : null}
      {prices.data?.prices.map((p) => (
        <PriceForm key={p.packageId} studioId={studioId} price={p} />
      ))}
    </section>
  );
}
