import { useState } from 'react';
import { paths } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useStudioContent } from './api/studio-content.ts';
import { InstructorsSection } from './instructors-section.tsx';
import { StudioDetailsForm } from './studio-details-form.tsx';
import { StudioImagesSection } from './studio-images-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

/**
 * The public studio page as visitors see it, in a frame, read again on demand (after saving);
 * and a link that opens it whole.
 */
function StudioPreview({ shortName }: { shortName: string }) {
  const [version, setVersion] = useState(0);
  const address = paths.studio(shortName);
  return (
    <section className="console__card" aria-labelledby="console-preview">
      <h2 id="console-preview">Preview</h2>
      <div className="console__actions">
        <button type="button" className="btn" onClick={() => setVersion((v) => v + 1)}>
          Refresh the preview
        </button>
        <a className="btn" href={address} target="_blank" rel="noreferrer">
          Open the public page
        </a>
      </div>
      <iframe
        key={version}
        className="console__preview"
        title="Preview of the public studio page"
        src={address}
        loading="lazy"
      />
    </section>
  );
}

/** Everything of the studio page besides its texts, with a preview of the public page. */
export function StudioContentSections({ studioId }: { studioId: number }) {
  const content = useStudioContent(studioId);
  if (content.isPending) return <Loader />;
  if (content.isError) return <FormMessage error={errorMessage(content.error)} />;
  const c = content.data;
  return (
    <>
      <StudioDetailsForm studioId={studioId} initial={c.details} domain={c.domain} />
      <StudioImagesSection studioId={studioId} content={c} />
      <InstructorsSection studioId={studioId} instructors={c.instructors} />
      <TestimonialsSection studioId={studioId} testimonials={c.testimonials} />
      <StudioPreview shortName={c.shortName} />
    </>
  );
}
