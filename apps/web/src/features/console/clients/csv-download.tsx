import { useState } from 'react';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';

/** An export button: busy while the file is made, the server's refusal shown under it. */
export function CsvDownload({ label, download }: { label: string; download: () => Promise<void> }) {
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
        <button className="btn btn--secondary" type="button" onClick={run} disabled={state.busy}>
          {state.busy ? 'Preparing the CSV…' : label}
        </button>
      </div>
      <FormMessage error={state.error} />
    </>
  );
}
