import {
  studioImageSlotNames,
  studioImageSlotSchema,
  type StudioContent,
} from '@jetsweat/contract';
import { ImageUpload } from './image-upload.tsx';

/** The studio's images, each replaced by uploading a new file (JPEG, PNG or WebP, up to 5 MB). */
export function StudioImagesSection({
  studioId,
  content,
}: {
  studioId: number;
  content: StudioContent;
}) {
  return (
    <section className="console__card" aria-labelledby="console-images">
      <h2 id="console-images">Images</h2>
      <p className="console__muted">JPEG, PNG or WebP, up to 5 MB. We resize them for the page.</p>
      <div className="console__images">
        {studioImageSlotSchema.options.map((slot) => (
          <ImageUpload
            key={slot}
            studioId={studioId}
            target={{ slot }}
            label={studioImageSlotNames[slot]}
            current={content.images[slot] ?? ''}
          />
        ))}
      </div>
    </section>
  );
}
