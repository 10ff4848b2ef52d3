import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';

/**
 * A console's "Download CSV" or "Export" button (reports, clients): busy while the file is made,
 * the server's refusal shown under it; `secondary` where it stands beside a page's main action.
 */
export function CsvButton({
  label,
  download,
  secondary = false,
}: {
  label: string;
  download: () => Promise<void>;
  secondary?: boolean;
}) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const run = async () => {
    setState({ busy: true });
    try {
      await download();
      setState({ busy: false });
    } catch (err) {
      setState({ busy: false, error: errorMessage(err) });
    }
  };
  return (
    <>
      <div className="console__actions">
        <button
          className={secondary ? 'btn btn--secondary' : 'btn'}
          type="button"
          onClick={run}
          disabled={state.busy}
        >
          {state.busy ? 'Preparing the CSV…' : label}
        </button>
      </div>
      <FormMessage error={state.error} />
    </>
  );
}
