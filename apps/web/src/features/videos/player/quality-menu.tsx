import { useId } from 'react';
import type { StreamQuality } from '../../../ui/hls-video.tsx';

const AUTO = -1;

/**
 * The stream's quality: Auto (hls.js follows the network, and the option says what it plays now)
 * or one rendition by its lines. Hidden where the browser plays the stream itself.
 */
export function QualityMenu({ quality }: { quality: StreamQuality | null }) {
  const id = useId();
  if (!quality || quality.heights.length < 2) return null;
  const playing = quality.heights[quality.playing];
  return (
    <div className="player__quality">
      <label htmlFor={id}>Quality</label>
      <select
        id={id}
        value={quality.chosen}
        onChange={(e) => quality.choose(Number(e.target.value))}
      >
        <option value={AUTO}>{playing ? `Auto (${playing}p)` : 'Auto'}</option>
        {quality.heights.map((h, level) => (
          <option key={level} value={level}>
            {h}p
          </option>
        ))}
      </select>
    </div>
  );
}
