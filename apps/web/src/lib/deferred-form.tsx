import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { FocusEvent, FormEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { PressGate } from './press-gate.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the person did in the plain form before the working one arrived. */
interface Snapshot {
  fields: { name: string; value: string }[];
  /** Fields they entered and left (the working form checks these as it would on leaving). */
  left: Set<string>;
  focused: { name: string; start: number | null; end: number | null } | null;
  submit: boolean;
}

const controlsOf = (form: HTMLFormElement) =>
  [...form.elements].filter((e): e is Control => 'name' in e && Boolean((e as Control).name));

function snapshot(box: HTMLElement, left: Set<string>, submit: boolean): Snapshot | null {
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
function replay(box: HTMLElement, snap: Snapshot) {
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

/**
 * A PressGate while the component is on the page, let go of when it leaves (mid-press, say). Made
 * in the effect, so a component mounted again (React's strict mode does it) has a live one.
 */
function usePressGate<T>(act: (value: T) => void) {
  const gate = useRef<PressGate<T> | null>(null);
  useEffect(() => {
    const current = new PressGate<T>(window, act);
    gate.current = current;
    return () => current.dispose();
  }, [act]);
  return gate;
}

/**
 * A form whose working code (the form library, its checks) is loaded only when the person first
 * reaches into it: until then `markup` shows the same form as plain, accessible HTML (same labels,
 * fields and button). Focusing a field, pressing on the form or a key in it starts the download;
 * once the working form arrives it takes the plain one's place in the same moment, with what was
 * typed, the fields already left checked as on leaving, the focus and caret where they were, and
 * a submission asked for meanwhile carried out (arriving mid-press, it waits for the release, so
 * the press's click still submits). A public page's first load does not carry the form library
 * (issue 27, item 3). Text fields, text areas and lists are played back; the forms deferred so
 * far have no boxes to tick.
 */
export function DeferredForm<P extends object>(props: {
  load: () => Promise<ComponentType<P>>;
  props: P;
  markup: ReactNode;
}) {
  const { load } = props;
  const box = useRef<HTMLDivElement>(null);
  const [Working, setWorking] = useState<ComponentType<P> | null>(null);
  const pending = useRef<Promise<void> | null>(null);
  const left = useRef(new Set<string>());
  const submitAsked = useRef(false);
  const played = useRef<Snapshot | null>(null);
  const swap = useCallback((component: ComponentType<P>) => {
    const element = box.current;
    played.current = element ? snapshot(element, left.current, submitAsked.current) : null;
    // The snapshot and the swap in one go: no keystroke can fall between them.
    flushSync(() => setWorking(() => component));
  }, []);
  const gate = usePressGate(swap);

  const start = useCallback(() => {
    pending.current ??= load().then(
      (component) => gate.current?.whenReleased(component),
      () => {
        pending.current = null; // offline, say: the next touch tries again
      },
    );
  }, [load, gate]);

  useLayoutEffect(() => {
    const snap = played.current;
    played.current = null;
    if (Working && snap && box.current) replay(box.current, snap);
  }, [Working]);

  // The box stays through the swap (only what is inside it changes), so the effect finds it.
  const before = {
    onFocus: start,
    onPointerDown: () => {
      gate.current?.press();
      start();
    },
    onKeyDown: start,
    onBlur: (e: FocusEvent<HTMLDivElement>) => {
      const name = (e.target as Partial<Control>).name;
      if (name) left.current.add(name);
    },
    onSubmit: (e: FormEvent<HTMLDivElement>) => {
      e.preventDefault();
      submitAsked.current = true;
      start();
    },
  };
  return (
    <div ref={box} style={{ display: 'contents' }} {...(Working ? {} : before)}>
      {Working ? <Working {...props.props} /> : props.markup}
    </div>
  );
}
