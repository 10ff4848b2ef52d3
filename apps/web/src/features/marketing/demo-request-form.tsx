import type { UseFormReturn } from 'react-hook-form';
import { ORGANISATION_SIZES, type DemoAudience } from '@jetsweat/contract';
import { sendDemoRequest } from './api/enquiries.ts';
import { EnquiryForm, FieldShell } from './enquiry-fields.tsx';
import { useEnquiryForm } from './use-enquiry.ts';

const empty = { organisation: '', name: '', email: '', size: '', message: '' };
type DemoValues = typeof empty;

function WhoFields({ form }: { form: UseFormReturn<DemoValues> }) {
  const { errors } = form.formState;
  return (
    <>
      <FieldShell label="Organisation" warning={errors.organisation?.message}>
        {(a) => (
          <input
            {...a}
            autoComplete="organization"
            maxLength={200}
            {...form.register('organisation')}
          />
        )}
      </FieldShell>
      <FieldShell label="Your name" warning={errors.name?.message}>
        {(a) => <input {...a} autoComplete="name" maxLength={100} {...form.register('name')} />}
      </FieldShell>
      <FieldShell label="Work email" warning={errors.email?.message}>
        {(a) => <input {...a} type="email" autoComplete="email" {...form.register('email')} />}
      </FieldShell>
    </>
  );
}

function WhatFields({ form }: { form: UseFormReturn<DemoValues> }) {
  const { errors } = form.formState;
  return (
    <>
      <FieldShell label="Number of people" warning={errors.size?.message}>
        {(a) => (
          <select {...a} {...form.register('size')}>
            <option value="">Choose…</option>
            {ORGANISATION_SIZES.map((s) => (
              <option key={s} value={s}>
                {s} people
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell label="Message (optional)" warning={errors.message?.message}>
        {(a) => <textarea {...a} rows={4} maxLength={5000} {...form.register('message')} />}
      </FieldShell>
    </>
  );
}

/** The demo-request form of the pages for organisations: stored by our server and mailed to sales. */
export function DemoRequestForm({ audience }: { audience: DemoAudience }) {
  const enquiry = useEnquiryForm<DemoValues>({
    send: sendDemoRequest,
    resolver: () => import('./enquiry-resolvers.ts').then((m) => m.demoRequestResolver),
    defaults: empty,
    extra: { audience },
  });
  if (enquiry.sent) {
    return (
      <p className="form-success" role="status">
        {enquiry.sent}
      </p>
    );
  }
  return (
    <EnquiryForm label="Request a demo" enquiry={enquiry} action="Request a demo" block>
      <WhoFields form={enquiry.form} />
      <WhatFields form={enquiry.form} />
    </EnquiryForm>
  );
}
