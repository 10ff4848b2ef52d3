import { useRef, useState } from 'react';
import { api, ApiError, errorMessage } from '../../lib/api.ts';
import { newRequestId } from '../../lib/request-id.ts';

export type EnquiryState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; text: string }
  | { kind: 'failed'; text: string; field?: string | undefined };

/**
 * Sends a form the server validates (the contact and demo-request forms). The server's rules are
 * the only rules; its answer names the field that is wrong. One request id per filled-in form, so
 * sending twice is one message.
 */
export function useEnquiry(url: string) {
  const [state, setState] = useState<EnquiryState>({ kind: 'idle' });
  const requestId = useRef(newRequestId());

  async function send(values: Record<string, string>): Promise<boolean> {
    if (state.kind === 'sending') return false;
    setState({ kind: 'sending' });
    try {
      const text = await api<string>(url, {
        body: { requestId: requestId.current, ...values },
        token: null,
      });
      requestId.current = newRequestId();
      setState({ kind: 'sent', text });
      return true;
    } catch (err) {
      const body = err instanceof ApiError ? (err.body as { field?: string } | null) : null;
      setState({ kind: 'failed', text: errorMessage(err), field: body?.field });
      return false;
    }
  }
  return { state, send, reset: () => setState({ kind: 'idle' }) };
}
