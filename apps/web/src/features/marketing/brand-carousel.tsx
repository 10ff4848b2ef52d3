import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from '../../lib/link.tsx';
import type { Studio } from '@jetsweat/contract';
import { marketingConstants } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { useStudioCatalogue } from '../../lib/studio-catalogue.ts';
import { facingIndex, rotationToFace, stepRotation, swipeDirection } from './carousel-rotation.ts';
import './brand-carousel.css';

const COUNT = marketingConstants.carouselBrands;
const STEP = marketingConstants.carouselStepDegrees;
const reducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The ring's turn: a step every 4 s unless paused, a swipe over 50 px, a click to face a logo. */
function useRingTurn() {
  const [rotation, setRotation] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const swipeStart = useRef<number | null>(null);
  // A swipe that ends on a logo must not also count as a click on it.
  const swiped = useRef(false);

  // Every 4 s one step forward; a visitor's own move starts the wait again.
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(
      () => setRotation((r) => stepRotation(r, 1)),
      marketingConstants.carouselIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, [paused, rotation]);

  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      swipeStart.current = e.clientX;
      swiped.current = false;
    },
    onPointerUp: (e: PointerEvent) => {
      if (swipeStart.current === null) return;
      const direction = swipeDirection(e.clientX - swipeStart.current);
      swipeStart.current = null;
      swiped.current = direction !== 0;
      if (direction !== 0) setRotation((r) => stepRotation(r, direction));
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };
  const face = (i: number) => {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    setRotation((r) => rotationToFace(r, i, COUNT));
  };
  return { rotation, paused, togglePause: () => setPaused((p) => !p), swipe, face };
}

function Ring({ brands }: { brands: Studio[] }) {
  const { rotation, paused, togglePause, swipe, face } = useRingTurn();
  const facing = facingIndex(rotation, COUNT);
  return (
    <div className="brand-carousel">
      <div className="brand-carousel__stage" {...swipe}>
        <ul
          className="brand-carousel__ring"
          style={{ transform: `translateZ(-260px) rotateY(${rotation}deg)` }}
          data-rotation={rotation}
        >
          {brands.map((b, i) => {
            // The front brand and its two neighbours face the visitor; the other three are behind.
            const behind = ![0, 1, COUNT - 1].includes((i - facing + COUNT) % COUNT);
            return (
              <li
                key={b.id}
                className="brand-carousel__item"
                style={{ transform: `rotateY(${i * STEP}deg) translateZ(260px)` }}
                data-behind={behind || undefined}
                aria-hidden={behind || undefined}
              >
                <button
                  type="button"
                  tabIndex={behind ? -1 : undefined}
                  aria-label={`Show ${b.name}`}
                  aria-current={i === facing ? 'true' : undefined}
                  onClick={() => face(i)}
                  draggable={false}
                >
                  <img src={b.logoUrl} alt="" width={180} height={90} draggable={false} />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="brand-carousel__caption" aria-live="polite">
        <Link to={paths.studio(brands[facing]!.shortName)}>{brands[facing]!.name}</Link>
      </p>
      <button type="button" className="btn btn--ghost brand-carousel__pause" onClick={togglePause}>
        {paused ? 'Play carousel' : 'Pause carousel'}
      </button>
    </div>
  );
}

/** Six partner studios on a turning ring: 60 degrees every 4 s, swipe over 50 px, click to jump. */
export function BrandCarousel() {
  const studios = useStudioCatalogue();
  if (!studios.data || studios.data.length < COUNT)
    return <div className="brand-carousel brand-carousel--empty" />;
  return <Ring brands={studios.data.slice(0, COUNT)} />;
}
