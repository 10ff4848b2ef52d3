import { subscribeToNewsletter } from './api/enquiries.ts';
import { useEnquiryForm } from './use-enquiry.ts';

/** Footer newsletter sign-up: the server's own rule for the address, checked here first. */
export function NewsletterForm() {
  const { form, submit, sent, sending, warm, failed } = useEnquiryForm<{ email: string }>({
    send: subscribeToNewsletter,
    resolver: () => import('./enquiry-resolvers.ts').then((m) => m.newsletterResolver),
    defaults: { email: '' },
    withRequestId: false,
  });
  const text = form.formState.errors.email?.message ?? failed ?? sent;
  return (
    <form className="footer__newsletter" onSubmit={submit} onFocus={warm} noValidate>
      <label className="visually-hidden" htmlFor="newsletter-email">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        placeholder="Your email address"
        autoComplete="email"
        {...form.register('email')}
      />
      <button className="btn btn--brand" type="submit" disabled={sending}>
        Subscribe
      </button>
      {text ? (
        <p role="status" style={{ width: '100%', margin: 0 }}>
          {text}
        </p>
      ) : null}
    </form>
  );
}
