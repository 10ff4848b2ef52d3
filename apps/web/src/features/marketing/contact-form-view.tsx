import { EnquiryForm, FieldShell } from './enquiry-fields.tsx';

export const emptyContact = { name: '', email: '', message: '' };
export type ContactValues = typeof emptyContact;
type Name = keyof ContactValues;

/** What EnquiryForm needs of a working form; the plain form's does nothing (deferred-form.tsx). */
type Enquiry = Parameters<typeof EnquiryForm>[0]['enquiry'] & { sent?: string | null };
const idle: Enquiry = { submit() {}, warm() {}, sending: false, failed: null };

/**
 * /contact's form as markup: the same before its code arrives (`field` gives just the name) and
 * once working (`field` is the form library's register, `warnings` its problems).
 */
export function ContactFormView(props: {
  field: (name: Name) => { name: string };
  warnings?: Partial<Record<Name, string | undefined>>;
  enquiry?: Enquiry;
}) {
  const { field, warnings = {}, enquiry = idle } = props;
  return (
    <EnquiryForm label="Contact us" enquiry={enquiry} action="Send message">
      {enquiry.sent ? (
        <p className="form-success" role="status">
          {enquiry.sent}
        </p>
      ) : null}
      <FieldShell label="Your name" warning={warnings.name}>
        {(a) => <input {...a} autoComplete="name" maxLength={100} {...field('name')} />}
      </FieldShell>
      <FieldShell label="Email" warning={warnings.email}>
        {(a) => <input {...a} type="email" autoComplete="email" {...field('email')} />}
      </FieldShell>
      <FieldShell label="Message" warning={warnings.message}>
        {(a) => <textarea {...a} rows={6} maxLength={5000} {...field('message')} />}
      </FieldShell>
    </EnquiryForm>
  );
}
