import { useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api.ts';
import {
  firstProblemOnly,
  serverErrorOf,
  setServerError,
  useLazyResolver,
} from '../../lib/forms.ts';
import { newRequestId } from '../../lib/request-id.ts';

/**
 * A form the server validates with the contract's schema (contact, demo request, newsletter).
 * The same schema checks it here first, one problem at a time as the server reports them; the
 * server's answer names the field that is wrong. One request id per filled-in form, so sending
 * twice is one message. Answers the form, its submit handler and the server's thanks once sent.
 */
export function useEnquiryForm<T extends FieldValues>(opts: {
  send: (body: Record<string, unknown>) => Promise<string>;
  /** Loads the schema's resolver; its values are the form's strings, whatever the schema parses. */
  resolver: () => Promise<Resolver<any, any, any>>;
  defaults: DefaultValues<T>;
  extra?: Record<string, unknown>;
  /** Whether the form needs a request id (the newsletter does not: an address is itself unique). */
  withRequestId?: boolean;
}) {
  const { resolver: lazy, warm } = useLazyResolver<T>(opts.resolver);
  const [resolver] = useState(() => firstProblemOnly(lazy));
  const form = useForm<T>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver,
    defaultValues: opts.defaults,
  });
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const requestId = useRef(newRequestId());
  // A second click before React re-renders must not send a second time.
  const busy = useRef(false);

  const submit = form.handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setSent(null);
    try {
      const id = opts.withRequestId === false ? {} : { requestId: requestId.current };
      const body = { ...id, ...opts.extra, ...values };
      const text = await opts.send(body);
      requestId.current = newRequestId();
      setSent(text);
      form.reset(opts.defaults);
    } catch (err) {
      const field = err instanceof ApiError ? (err.body as { field?: string } | null)?.field : null;
      if (field && field in values)
        form.setError(field as FieldPath<T>, { message: errorMessage(err) });
      else setServerError(form, err);
    } finally {
      busy.current = false;
      setSending(false);
    }
  });
  return { form, submit, sent, sending, warm, failed: serverErrorOf(form) };
}
