import { DeferredForm } from '../../lib/deferred-form.tsx';
import { ContactFormView } from './contact-form-view.tsx';

const loadContactForm = () => import('./contact-form-live.tsx').then((m) => m.LiveContactForm);
const justTheName = (name: string) => ({ name });

/** /contact's form: its code (and the form library's) comes when the person reaches into it. */
export function ContactForm() {
  return (
    <DeferredForm
      load={loadContactForm}
      props={{}}
      markup={<ContactFormView field={justTheName} />}
    />
  );
}
