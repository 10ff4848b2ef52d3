import { sendContactMessage } from './api/enquiries.ts';
import { ContactFormView, emptyContact, type ContactValues } from './contact-form-view.tsx';
import { useEnquiryForm } from './use-enquiry.ts';

/** /contact's form at work: stored by our server and mailed to support (or to the studio). */
export function LiveContactForm() {
  const enquiry = useEnquiryForm<ContactValues>({
    send: sendContactMessage,
    resolver: () => import('./enquiry-resolvers.ts').then((m) => m.contactResolver),
    defaults: emptyContact,
  });
  const { errors } = enquiry.form.formState;
  return (
    <ContactFormView
      field={enquiry.form.register}
      warnings={{
        name: errors.name?.message,
        email: errors.email?.message,
        message: errors.message?.message,
      }}
      enquiry={enquiry}
    />
  );
}
