import { useState, type FormEvent } from 'react';
import { testimonialBodySchema, type ConsoleTestimonial } from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { useSaveTestimonial } from './api/studio-content.ts';
import { ListControls } from './list-controls.tsx';
import { TextArea } from './studio-page-form.tsx';

type Values = { name: string; feedback: string; rating: string };

/** A new testimonial's form (no id) or an existing one's. */
function TestimonialForm(props: { studioId: number; id?: number; initial: Values; label: string }) {
  const save = useSaveTestimonial(props.studioId);
  const [values, setValues] = useState<Values>(props.initial);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage({});
    const parsed = testimonialBodySchema.safeParse(values);
    const found: Partial<Values> = {};
    for (const issue of parsed.error?.issues ?? [])
      found[issue.path[0] as keyof Values] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    try {
      await save.mutateAsync({ ...(props.id ? { id: props.id } : {}), body: parsed.data });
      setMessage({ success: props.id ? 'Saved.' : 'Testimonial added.' });
      if (!props.id) setValues({ name: '', feedback: '', rating: '5' });
    } catch (err) {
      const field = err instanceof ApiError ? (err.body as { field?: string }).field : undefined;
      if (field) setErrors({ [field]: errorMessage(err) });
      setMessage({ error: errorMessage(err) });
    }
  };
  return (
    <form className="console__form" onSubmit={submit} aria-label={props.label} noValidate>
      <Field
        label="Name"
        value={values.name}
        warning={errors.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <TextArea
        label="What they said"
        value={values.feedback}
        warning={errors.feedback}
        onChange={(feedback) => setValues({ ...values, feedback })}
      />
      <Field
        label="Rating (1 to 5 stars)"
        type="number"
        min={1}
        max={5}
        inputMode="numeric"
        value={values.rating}
        warning={errors.rating}
        onChange={(e) => setValues({ ...values, rating: e.target.value })}
      />
      <div className="console__actions">
        <button className="btn btn--brand" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : props.id ? 'Save testimonial' : 'Add testimonial'}
        </button>
      </div>
      <FormMessage error={message.error} success={message.success} />
    </form>
  );
}

/** The studio page's testimonials: edited, moved or removed; new ones added. */
export function TestimonialsSection(props: {
  studioId: number;
  testimonials: ConsoleTestimonial[];
}) {
  const ids = props.testimonials.map((t) => t.id);
  return (
    <section className="console__card" aria-labelledby="console-testimonials">
      <h2 id="console-testimonials">Testimonials</h2>
      <ol className="console__list">
        {props.testimonials.map((t, index) => (
          <li key={t.id} className="console__entry">
            <h3>{t.name}</h3>
            <TestimonialForm
              key={`${t.id}-${t.name}-${t.feedback}-${t.rating}`}
              studioId={props.studioId}
              id={t.id}
              initial={{ name: t.name, feedback: t.feedback, rating: String(t.rating) }}
              label={`Testimonial by ${t.name}`}
            />
            <ListControls
              studioId={props.studioId}
              kind="testimonials"
              ids={ids}
              index={index}
              name={`the testimonial by ${t.name}`}
            />
          </li>
        ))}
      </ol>
      <h3>Add a testimonial</h3>
      <TestimonialForm
        studioId={props.studioId}
        initial={{ name: '', feedback: '', rating: '5' }}
        label="Add a testimonial"
      />
    </section>
  );
}
