import { useState, type FormEvent } from 'react';
import { instructorBodySchema, type ConsoleInstructor } from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { useSaveInstructor } from './api/studio-content.ts';
import { ImageUpload } from './image-upload.tsx';
import { ListControls } from './list-controls.tsx';
import { TextArea } from './studio-page-form.tsx';

type Values = { name: string; bio: string };

/** The name and bio form of a new instructor (no id) or an existing one. */
function InstructorForm(props: { studioId: number; id?: number; initial: Values; label: string }) {
  const save = useSaveInstructor(props.studioId);
  const [values, setValues] = useState<Values>(props.initial);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage({});
    const parsed = instructorBodySchema.safeParse(values);
    const found: Partial<Values> = {};
    for (const issue of parsed.error?.issues ?? [])
      found[issue.path[0] as keyof Values] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    try {
      await save.mutateAsync({ ...(props.id ? { id: props.id } : {}), body: parsed.data });
      setMessage({ success: props.id ? 'Saved.' : `Added ${parsed.data.name}.` });
      if (!props.id) setValues({ name: '', bio: '' });
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
        label="Bio"
        value={values.bio}
        warning={errors.bio}
        onChange={(bio) => setValues({ ...values, bio })}
      />
      <div className="console__actions">
        <button className="btn btn--brand" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : props.id ? 'Save instructor' : 'Add instructor'}
        </button>
      </div>
      <FormMessage error={message.error} success={message.success} />
    </form>
  );
}

/** The studio page's instructors: each edited, given a photo, moved or removed; new ones added. */
export function InstructorsSection(props: { studioId: number; instructors: ConsoleInstructor[] }) {
  const ids = props.instructors.map((i) => i.id);
  return (
    <section className="console__card" aria-labelledby="console-instructors">
      <h2 id="console-instructors">Instructors</h2>
      <ol className="console__list">
        {props.instructors.map((i, index) => (
          <li key={i.id} className="console__entry">
            <h3>{i.name}</h3>
            <InstructorForm
              key={`${i.id}-${i.name}-${i.bio}`}
              studioId={props.studioId}
              id={i.id}
              initial={{ name: i.name, bio: i.bio }}
              label={`Instructor ${i.name}`}
            />
            <ImageUpload
              studioId={props.studioId}
              target={{ instructorId: i.id }}
              label={`Photo of ${i.name}`}
              current={i.imageUrl}
            />
            <ListControls
              studioId={props.studioId}
              kind="instructors"
              ids={ids}
              index={index}
              name={i.name}
            />
          </li>
        ))}
      </ol>
      <h3>Add an instructor</h3>
      <InstructorForm
        studioId={props.studioId}
        initial={{ name: '', bio: '' }}
        label="Add an instructor"
      />
    </section>
  );
}
