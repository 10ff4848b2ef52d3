import { subscribeToNewsletter } from './api/enquiries.ts';
import { NewsletterFormView } from './newsletter-form-view.tsx';
import { useEnquiryForm } from './use-enquiry.ts';

/** The footer's newsletter sign-up at work: the server's own rule for the address, checked here first. */
export function LiveNewsletterForm() {
  const { form, submit, sent, sending, warm, failed } = useEnquiryForm<{ email: string }>({
    send: subscribeToNewsletter,
    resolver: () => import('./enquiry-resolvers.ts').then((m) => m.newsletterResolver),
    defaults: { email: '' },
    withRequestId: false,
  });
  return (
    <NewsletterFormView
      field={form.register}
      text={form.formState.errors.email?.message ?? failed ?? sent}
      sending={sending}
      onSubmit={submit}
      onFocus={warm}
    />
  );
}
