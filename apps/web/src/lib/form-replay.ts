/**
 * What a deferred form (deferred-form.tsx) needs only once its working code has arrived: the
 * person's input in the plain form taken down, and played into the working one as events. Loaded
 * with the working form, so no page's first load carries it.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the person did in the plain form before the working one arrived. */
export interface Snapshot {
  fields: { name: string; value: string }[];
  /** Fields they entered and left (the working form checks these as it would on leaving). */
  left: Set<string>;
  focused: { name: string; start: number | null; end: number | null } | null;
  submit: boolean;
}

const controlsOf = (form: HTMLFormElement) =>
  [...form.elements].filter((e): e is Control => 'name' in e && Boolean((e as Control).name));

export function snapshot(box: HTMLElement, left: Set<string>, submit: boolean): Snapshot | null {
  const form = box.querySelector('form');
  if (!form) return null;
  const active = document.activeElement;
  const focused =
    active instanceof HTMLElement && box.contains(active) && 'name' in active
      ? (active as Control)
      : null;
  const selection = (c: Control) =>
    'selectionStart' in c ? { start: c.selectionStart, end: c.selectionEnd } : {};
  return {
    fields: controlsOf(form).map((c) => ({ name: c.name, value: c.value })),
    left: new Set([...left].filter((n) => n !== focused?.name)),
    focused: focused ? { name: focused.name, start: null, end: null, ...selection(focused) } : null,
    submit,
  };
}

/** Sets a control's value as typing would, so React (and the form library) sees the change. */
function typeInto(control: Control, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(
    control,
    value,
  );
  const select = control instanceof HTMLSelectElement;
  control.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
}

/** Plays the person's input into the working form: values, fields left, focus, a submission. */
export function replay(box: HTMLElement, snap: Snapshot) {
  const form = box.querySelector('form');
  if (!form) return;
  const controls = controlsOf(form);
  for (const field of snap.fields) {
    const control = controls.find((c) => c.name === field.name);
    if (!control) continue;
    if (control.value !== field.value) typeInto(control, field.value);
    if (snap.left.has(field.name))
      control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  const focused = snap.focused && controls.find((c) => c.name === snap.focused!.name);
  if (focused && snap.focused) {
    focused.focus();
    const { start, end } = snap.focused;
    // Not every kind of field has a caret (e-mail fields do not): the value's end, then.
    if (start !== null && end !== null && 'setSelectionRange' in focused)
      try {
        focused.setSelectionRange(start, end);
      } catch {
        /* no caret to place */
      }
  }
  if (snap.submit) form.requestSubmit();
}
