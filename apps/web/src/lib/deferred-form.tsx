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
import type { Snapshot } from './form-replay.ts';
import { pressGate, type PressGate } from './press-gate.ts';

type ReplayKit = typeof import('./form-replay.ts');

/**
 * A PressGate while the component is on the page, let go of when it leaves (mid-press, say). Made
 * in the effect, so a component mounted again (React's strict mode does it) has a live one.
 */
function usePressGate<T>(act: (value: T) => void) {
  const gate = useRef<PressGate<T> | null>(null);
  useEffect(() => {
    const current = pressGate(window, act);
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
  // What the person did before the swap, and the code that plays it back, until it has played.
  const played = useRef<{ snap: Snapshot; replay: ReplayKit['replay'] } | null>(null);
  const swap = useCallback(([component, { snapshot, replay }]: [ComponentType<P>, ReplayKit]) => {
    const element = box.current;
    const snap = element ? snapshot(element, left.current, submitAsked.current) : null;
    played.current = snap && { snap, replay };
    // The snapshot and the swap in one go: no keystroke can fall between them.
    flushSync(() => setWorking(() => component));
  }, []);
  const gate = usePressGate(swap);

  const start = useCallback(() => {
    // The code that plays the person's input back comes with the working form, not before it.
    pending.current ??= Promise.all([load(), import('./form-replay.ts')]).then(
      (loaded) => gate.current?.whenReleased(loaded),
      () => {
        pending.current = null; // offline, say: the next touch tries again
      },
    );
  }, [load, gate]);

  useLayoutEffect(() => {
    const toPlay = played.current;
    played.current = null;
    if (Working && toPlay && box.current) toPlay.replay(box.current, toPlay.snap);
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
      const name = (e.target as { name?: string }).name;
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
