import { classLevels, classTypes } from '@jetsweat/contract';
import type { ClassDraft } from './class-draft.ts';
import { TextArea } from './studio-page-form.tsx';

/** A select's warning, tied to it as ui/field.tsx ties an input's. */
function Warning({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span className="field__warning" id={id} role="alert">
      {text}
    </span>
  ) : null;
}

/** One of a list, or none: the public schedule filters by it, so the list is the contract's. */
function ListSelect(props: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  warning: string | undefined;
  onChange: (value: string) => void;
}) {
  const warningId = `${props.id}-warning`;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        aria-invalid={props.warning ? true : undefined}
        aria-describedby={props.warning ? warningId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">Not set</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <Warning id={warningId} text={props.warning} />
    </div>
  );
}

/**
 * What the class is (its description, type and level, which the public schedule shows and
 * filters by) and whether JetSweat's own schedule lists it besides the studio's site.
 */
export function ClassAboutFields({
  d,
  change,
  warn,
}: {
  d: ClassDraft;
  change: (patch: Partial<ClassDraft>) => void;
  warn: (k: string) => string | undefined;
}) {
  return (
    <>
      <TextArea
        label="Description"
        value={d.description}
        warning={warn('description')}
        onChange={(description) => change({ description })}
      />
      <ListSelect
        id="console-class-type"
        label="Class type"
        value={d.classType}
        options={classTypes}
        warning={warn('classType')}
        onChange={(classType) => change({ classType })}
      />
      <ListSelect
        id="console-class-level"
        label="Level"
        value={d.level}
        options={classLevels}
        warning={warn('level')}
        onChange={(level) => change({ level })}
      />
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={d.onJetsweat}
            aria-describedby="console-class-on-jetsweat-hint"
            onChange={(e) => change({ onJetsweat: e.target.checked })}
          />{' '}
          Show on JetSweat
        </label>
        <span className="console__muted" id="console-class-on-jetsweat-hint">
          Unticked, only your studio’s own site lists the class.
        </span>
        <Warning id="console-class-on-jetsweat-warning" text={warn('onJetsweat')} />
      </div>
    </>
  );
}
