import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BoardSortKey, HeartZone, VideoBoard } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { videosKeys } from './keys.ts';

/** The member's own figures so far on this play, ranked among the others by the server. */
export interface OwnFigures {
  calories: number;
  zonePoints: number;
  zone: HeartZone;
}

/**
 * GET /api/video/{videoId}/board: the members who took the class before, at `atSecond` of it.
 * The key is the class and the second only: the member's figures, which change every second, are
 * read when the board is asked for (`own()`), not a reason to ask again.
 */
export const useVideoBoard = (
  videoId: number,
  atSecond: number,
  own: () => OwnFigures,
  enabled: boolean,
  sortBy?: BoardSortKey,
) =>
  useQuery({
    queryKey: videosKeys.board(videoId, atSecond, sortBy),
    queryFn: () => {
      const { calories, zonePoints, zone } = own();
      const query = new URLSearchParams({
        atSecond: String(atSecond),
        calories: String(calories),
        zonePoints: String(zonePoints),
        zone: String(zone),
        ...(sortBy ? { sortBy } : {}),
      });
      return api<VideoBoard>(`/api/video/${videoId}/board?${query}`);
    },
    meta: { personal: true },
    // The board of the last second stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
  });
