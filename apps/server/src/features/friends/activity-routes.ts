import {
  activitySharingSchema,
  friendsFinishedAnswerSchema,
  friendsGoingAnswerSchema,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import type { FriendActivity } from './activity.ts';

const member = { tags: ['friends'], security: loginRequired };
const path = '/api/user/friends';

/**
 * Training together (ours; docs/decisions/0063-friends-training-together.md): per member,
 * so apart from the public timetable, whose answer stays the same for everyone; the pages ask for
 * these after loading and merge them in. Only accepted friends who share their activity.
 */
export function activityRoutes(app: RouteApp, activity: FriendActivity): void {
  app.get(
    `${path}/going`,
    {
      schema: {
        ...member,
        summary: "The classes not over yet that the member's friends booked, with those friends",
        response: answers(friendsGoingAnswerSchema),
      },
    },
    async (req) => ok(await activity.going(requireUser(req), await req.siteStudioId())),
  );

  app.get(
    `${path}/finished`,
    {
      schema: {
        ...member,
        summary: "The on-demand classes the member's friends finished this week (Monday on, ET)",
        response: answers(friendsFinishedAnswerSchema),
      },
    },
    async (req) => ok(await activity.finished(requireUser(req))),
  );

  app.get(
    `${path}/sharing`,
    {
      schema: {
        ...member,
        summary: 'Whether the member shares their bookings and finished classes with friends',
        response: answers(activitySharingSchema),
      },
    },
    async (req) => ok(await activity.sharing(requireUser(req))),
  );

  app.put(
    `${path}/sharing`,
    {
      schema: {
        ...member,
        summary: 'Share (or stop sharing) bookings and finished classes with friends',
        body: activitySharingSchema,
        response: answers(activitySharingSchema),
      },
    },
    async (req) => ok(await activity.setSharing(requireUser(req), req.body.shareActivity)),
  );
}
