import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSite } from '../../lib/site.ts';
import { ContactForm } from './contact-form.tsx';
import './marketing.css';

/** /contact: a message to support (to the studio on its own site), kept by our server and e-mailed. */
export default function ContactPage() {
  const site = useSite();
  const who = site.onWhiteLabelDomain && site.studio ? site.studio.name : 'JetSweat';
  usePageTitle('Contact Us');
  return (
    <main className="page page--narrow">
      <h1>Contact Us</h1>
      <p>
        Questions, feedback or trouble with a class? Write to the {who} team and we will answer by
        e-mail within one business day. You can also e-mail{' '}
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
      <ContactForm />
    </main>
  );
}
