import type { UseFormReturn } from 'react-hook-form';
import { sendContactMessage } from './api/enquiries.ts';
import { EnquiryForm, FieldShell } from './enquiry-fields.tsx';
import { useEnquiryForm } from './use-enquiry.ts';

const empty = { name: '', email: '', message: '' };
type ContactValues = typeof empty;

function ContactFields({ form }: { form: UseFormReturn<ContactValues> }) {
  const { errors } = form.formState;
  return (
    <>
      <FieldShell label="Your name" warning={errors.name?.message}>
        {(a) => <input {...a} autoComplete="name" maxLength={100} {...form.register('name')} />}
      </FieldShell>
      <FieldShell label="Email" warning={errors.email?.message}>
        {(a) => <input {...a} type="email" autoComplete="email" {...form.register('email')} />}
      </FieldShell>
      <FieldShell label="Message" warning={errors.message?.message}>
        {(a) => <textarea {...a} rows={6} maxLength={5000} {...form.register('message')} />}
      </FieldShell>
    </>
  );
}

/** /contact's form: stored by our server and mailed to support (or to the studio on its own site). */
export function ContactForm() {
  const enquiry = useEnquiryForm<ContactValues>({
    send: sendContactMessage,
    resolver: () => import('./enquiry-resolvers.ts').then((m) => m.contactResolver),
    defaults: empty,
  });
  return (
    <EnquiryForm label="Contact us" enquiry={enquiry} action="Send message">
      {enquiry.sent ? (
        <p className="form-success" role="status">
          {enquiry.sent}
        </p>
      ) : null}
      <ContactFields form={enquiry.form} />
    </EnquiryForm>
  );
}
