import { scheduleTexts } from '@jetsweat/contract';
import './live-now.css';

/** The mark of a class under way, wherever classes are listed (issue 51, item 1). */
export const LiveNowBadge = () => <span className="live-now">{scheduleTexts.liveNow}</span>;
