import { DeferredForm } from '../../lib/deferred-form.tsx';
import { NewsletterFormView } from './newsletter-form-view.tsx';

const loadNewsletterForm = () =>
  import('./newsletter-form-live.tsx').then((m) => m.LiveNewsletterForm);
const justTheName = (name: string) => ({ name });

/**
 * Footer newsletter sign-up, on every page: its code (and the form library's) comes when the
 * person reaches into it (lib/deferred-form.tsx), not with every page's first visit.
 */
export function NewsletterForm() {
  return (
    <DeferredForm
      load={loadNewsletterForm}
      props={{}}
      markup={<NewsletterFormView field={justTheName} />}
    />
  );
}
