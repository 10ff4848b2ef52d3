import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { useRemoveEntry, useReorder, type ListKind } from './api/studio-content.ts';

/** The ids with the one at `index` swapped with its neighbour `by` places on. */
export function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}

/** Move up, move down and remove for one entry of an ordered list, named for screen readers. */
export function ListControls(props: {
  studioId: number;
  kind: ListKind;
  ids: number[];
  index: number;
  name: string;
}) {
  const reorder = useReorder(props.studioId, props.kind);
  const remove = useRemoveEntry(props.studioId, props.kind);
  const [error, setError] = useState<string>();
  const busy = reorder.isPending || remove.isPending;
  const run = async (work: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await work();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const id = props.ids[props.index]!;
  return (
    <div className="console__actions">
      <button
        type="button"
        className="btn"
        disabled={busy || props.index === 0}
        aria-label={`Move up: ${props.name}`}
        onClick={() => run(() => reorder.mutateAsync(moved(props.ids, props.index, -1)))}
      >
        Move up
      </button>
      <button
        type="button"
        className="btn"
        disabled={busy || props.index === props.ids.length - 1}
        aria-label={`Move down: ${props.name}`}
        onClick={() => run(() => reorder.mutateAsync(moved(props.ids, props.index, 1)))}
      >
        Move down
      </button>
      <button
        type="button"
        className="btn"
        disabled={busy}
        aria-label={`Remove: ${props.name}`}
        onClick={() => {
          if (window.confirm(`Remove ${props.name} from the studio page?`))
            void run(() => remove.mutateAsync(id));
        }}
      >
        {remove.isPending ? 'Removing…' : 'Remove'}
      </button>
      <FormMessage error={error} />
    </div>
  );
}
