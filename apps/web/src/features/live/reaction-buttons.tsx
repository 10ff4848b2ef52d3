import { useId } from 'react';
import { liveCheerTexts as texts, liveReactionFaces, liveReactions } from '@jetsweat/contract';
import type { useReact } from './socket/use-react.ts';
import './cheers.css';

/** A member's reactions to the instructor: one button each, named by what it means. */
export function ReactionButtons({ react }: { react: ReturnType<typeof useReact> }) {
  const heading = useId();
  const { status } = react;
  return (
    <section className="cheers__react" aria-labelledby={heading}>
      <h2 className="cheers__title" id={heading}>
        {texts.reactTitle}
      </h2>
      <div className="cheers__buttons">
        {liveReactions.map((reaction) => {
          const face = liveReactionFaces[reaction];
          return (
            <button
              type="button"
              className="cheers__reaction"
              key={reaction}
              aria-label={face.name}
              title={face.name}
              onClick={() => void react.send(reaction)}
            >
              <span aria-hidden="true">{face.emoji}</span>
            </button>
          );
        })}
      </div>
      <p
        className={status?.failed ? 'cheers__status form-error' : 'cheers__status'}
        aria-live="polite"
      >
        {status?.text}
      </p>
    </section>
  );
}
