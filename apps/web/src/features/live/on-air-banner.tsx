import { instructorRoomTexts as texts } from '@jetsweat/contract';
import './on-air-banner.css';

/** Over the preview while the class is on air: live, and how many members are in the room now. */
export function OnAirBanner({ watching }: { watching: number }) {
  return (
    <p className="on-air" role="status">
      <span className="on-air__dot" aria-hidden="true" />
      {texts.youAreLive(watching)}
    </p>
  );
}
