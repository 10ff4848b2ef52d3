import { useId } from 'react';
import type { StudioContent } from './studio-content.ts';
// After the page's own styles, which these refine.
import './studio.css';
import './studio-people.css';

/** Meet The Instructors: the bio shows over the photo on hover and on keyboard focus. */
export function StudioInstructors({ instructors }: { instructors: StudioContent['instructors'] }) {
  const baseId = useId();
  if (instructors.length === 0) return null;
  return (
    <section className="studio-instructors" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>Meet The Instructors</h2>
      <ul>
        {instructors.map((i, n) => {
          const bioId = `${baseId}-bio-${n}`;
          return (
            // Focusable so keyboard users can reveal the bio; the bio is its description.
            <li
              key={`${i.name}-${n}`}
              className="instructor"
              tabIndex={0}
              aria-describedby={i.bio ? bioId : undefined}
            >
              {/* The name is right under the photo, so the photo needs no words of its own. */}
              <img src={i.imageUrl} alt="" width={260} height={320} loading="lazy" />
              <h3 className="instructor__name">{i.name}</h3>
              {i.bio ? (
                <p className="instructor__bio" id={bioId}>
                  {i.bio}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
