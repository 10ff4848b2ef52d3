import type { StudioContent } from './studio-content.ts';
// After the page's own styles, which these refine.
import './studio.css';
import './studio-people.css';

/** What People Are Saying: left out entirely when no testimonial has words. */
export function StudioTestimonials({
  testimonials,
}: {
  testimonials: StudioContent['testimonials'];
}) {
  if (testimonials.length === 0) return null;
  return (
    <section className="studio-testimonials" aria-labelledby="studio-testimonials-heading">
      <h2 id="studio-testimonials-heading">What People Are Saying</h2>
      <ul>
        {testimonials.map((t, n) => (
          <li key={n}>
            <figure>
              <p className="studio-testimonials__stars" aria-label={`${t.rating} out of 5 stars`}>
                {'★'.repeat(t.rating)}
                {'☆'.repeat(5 - t.rating)}
              </p>
              <blockquote>{t.feedback}</blockquote>
              <figcaption>{t.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
