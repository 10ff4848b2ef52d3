import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import {
  consolePacksTexts as texts,
  packFormSchema,
  type ClassPack,
  type PackFormInput,
  type PackFormValues,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { Field } from '../../../ui/field.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { fieldOf, useCreatePack, useUpdatePack } from '../api/money.ts';

type PackForm = PackFormInput;

const blank: PackForm = {
  name: '',
  credits: '',
  price: '',
  validDays: '',
  intro: false,
  onSale: true,
};
const formOf = (p: ClassPack): PackForm => ({
  name: p.name,
  credits: String(p.credits),
  price: (p.priceCents / 100).toFixed(2),
  validDays: String(p.validDays),
  intro: p.intro,
  onSale: p.onSale,
});
/** The server names priceCents; the form holds dollars under price. */
const formField = (field: string): keyof PackForm | undefined =>
  field === 'priceCents'
    ? 'price'
    : (['name', 'credits', 'validDays', 'intro', 'onSale'] as const).find((f) => f === field);

/** The pack's fields, each with its warning underneath. */
function PackFields({
  form,
  idBase,
}: {
  form: UseFormReturn<PackForm, unknown, PackFormValues>;
  idBase: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <Field
        id={`${idBase}-name`}
        label={texts.nameLabel}
        warning={errors.name?.message}
        {...form.register('name')}
      />
      <Field
        id={`${idBase}-credits`}
        label={texts.creditsLabel}
        inputMode="numeric"
        warning={errors.credits?.message}
        {...form.register('credits')}
      />
      <Field
        id={`${idBase}-price`}
        label={texts.priceLabel}
        inputMode="decimal"
        warning={errors.price?.message}
        {...form.register('price')}
      />
      <Field
        id={`${idBase}-days`}
        label={texts.validLabel}
        inputMode="numeric"
        warning={errors.validDays?.message}
        {...form.register('validDays')}
      />
      <label>
        <input type="checkbox" {...form.register('intro')} /> {texts.introLabel}
      </label>
      <label>
        <input type="checkbox" {...form.register('onSale')} /> {texts.onSaleLabel}
      </label>
    </>
  );
}

/**
 * A new class pack, or the changes to one (`pack` given): checked with the contract's rules as
 * typed, and a refusal of the server's shown under the field it names.
 */
export function PackForm(props: { studioId: number; pack?: ClassPack; onDone?: () => void }) {
  const { studioId, pack, onDone } = props;
  const create = useCreatePack(studioId);
  const update = useUpdatePack(studioId);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const form = useForm<PackForm, unknown, PackFormValues>({
    resolver: zodResolver(packFormSchema),
    defaultValues: pack ? formOf(pack) : blank,
  });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ price, ...v }) => {
    setMessage({});
    const body = { ...v, priceCents: price };
    try {
      if (pack) await update.mutateAsync({ id: pack.id, ...body });
      else await create.mutateAsync(body);
      setMessage({ success: texts.saved });
      if (!pack) form.reset(blank);
      onDone?.();
    } catch (err) {
      const field = formField(fieldOf(err) ?? '');
      if (field) form.setError(field, { message: errorMessage(err) });
      else setMessage({ error: errorMessage(err) });
    }
  });
  return (
    <form
      className="console__form"
      onSubmit={(e) => void submit(e)}
      aria-label={pack ? `Edit ${pack.name}` : texts.addPack}
      noValidate
    >
      <PackFields form={form} idBase={pack ? `pack-${pack.id}` : 'pack-new'} />
      <div className="console__actions">
        <button className="btn" type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : pack ? texts.save : texts.addPack}
        </button>
        {pack && onDone ? (
          <button className="btn" type="button" onClick={onDone}>
            {texts.cancel}
          </button>
        ) : null}
      </div>
      <FormMessage error={message.error} success={message.success} />
    </form>
  );
}
