import type { analyticsAnswerSchema, playerEvents } from '@jetsweat/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type PlayerEvent = (typeof playerEvents)[number];
export type AnalyticsAnswer = z.infer<typeof analyticsAnswerSchema> & {
  /** The play this event joined (sent by servers that count plays; see use-watch-reporting). */
  sessionId?: string;
};

/**
 * POST /api/{videoId}/analytics: a player event with the position in seconds. Sent with
 * `keepalive`, so an event made while the page is being closed still leaves (each is a few
 * hundred bytes; the browser allows 64 kB in flight).
 */
export const sendPlayerEvent = (
  videoId: number,
  eventType: PlayerEvent,
  position: number,
  who: { email?: string; userId?: number },
  sessionId: string,
  /** When the event happened, for one sent later (a class watched offline): ISO 8601. */
  happenedAt?: string,
) =>
  api<AnalyticsAnswer>(`/api/${videoId}/analytics`, {
    body: {
      eventType,
      eventValue: Math.floor(position * 10) / 10,
      videoId,
      device: 'web',
      sessionId,
      ...who,
      ...(happenedAt === undefined ? {} : { happenedAt }),
    },
    keepalive: true,
  });
