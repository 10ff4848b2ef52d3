import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInviteBodySchema,
  addFriendBodySchema,
  answerFriendRequestBodySchema,
  foundMemberSchema,
  foundMembersSchema,
  friendProfileBodySchema,
  friendProfileSchema,
  friendRequestsAnswerSchema,
  friendRequestStateSchema,
  friendsAnswerSchema,
  friendsQuerySchema,
  okEnvelope,
  inviteFriendBodySchema,
  inviteSentSchema,
  removedFriendSchema,
  removeFriendBodySchema,
  searchFriendBodySchema,
  nameSearchBodySchema,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import { activityRoutes } from './activity-routes.ts';
import type { FriendsService } from './service.ts';

const member = { tags: ['friends'], security: loginRequired };
const path = '/api/user/friends';

/** The member's friends, or their pending requests. */
function listRoute(app: RouteApp, friends: FriendsService): void {
  app.get(
    path,
    {
      schema: {
        ...member,
        summary: "The member's friends; with pending=true, the requests to and from them",
        querystring: friendsQuerySchema,
        response: answers(z.union([friendsAnswerSchema, friendRequestsAnswerSchema])),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return ok(
        req.query.pending === 'true'
          ? await friends.requests(userId)
          : await friends.friends(userId),
      );
    },
  );
}

/** Sending, answering and removing requests and friendships. */
function changeRoutes(app: RouteApp, friends: FriendsService): void {
  app.post(
    path,
    {
      schema: {
        ...member,
        summary:
          "Ask a member found by a search (its opaque id), or answer a member's request by their id (201; 200 when already asked, or accepting their request)",
        body: addFriendBodySchema,
        response: answers(friendRequestStateSchema, 201, {
          200: okEnvelope(friendRequestStateSchema),
        }),
      },
    },
    async (req, reply) => {
      const { state, created } = await friends.sendRequest(requireUser(req), req.body.friendId);
      return reply.status(created ? 201 : 200).send(ok(state));
    },
  );

  app.put(
    path,
    {
      schema: {
        ...member,
        summary: 'Accept or decline a request to the member',
        body: answerFriendRequestBodySchema,
        response: answers(friendRequestStateSchema),
      },
    },
    async (req) =>
      ok(await friends.answerRequest(requireUser(req), req.body.userFriendId, req.body.accepted)),
  );

  app.delete(
    path,
    {
      schema: {
        ...member,
        summary: 'Remove a friend (friendId) or a request, either side (userFriendId)',
        body: removeFriendBodySchema.nullish(),
        response: answers(removedFriendSchema),
      },
    },
    async (req) => ok(await friends.remove(requireUser(req), req.body ?? {})),
  );
}

/** Search by exact e-mail address or by name and handle, and invites with their links. */
function searchAndInviteRoutes(app: RouteApp, friends: FriendsService): void {
  app.post(
    `${path}/search`,
    {
      schema: {
        ...member,
        summary:
          'Find a member by exact e-mail address: a display name and an opaque id to ask them with (limited per day)',
        body: searchFriendBodySchema,
        response: answers(foundMemberSchema),
      },
    },
    async (req) => ok(await friends.search(requireUser(req), req.body.email)),
  );

  app.post(
    `${path}/search/name`,
    {
      schema: {
        ...member,
        summary:
          'Find members who let themselves be found by the first letters of their name or handle: display names, handles and opaque ids to ask them with, never e-mail addresses (limited per day)',
        body: nameSearchBodySchema,
        response: answers(foundMembersSchema),
      },
    },
    async (req) => ok(await friends.searchByName(requireUser(req), req.body.query)),
  );

  app.post(
    `${path}/invite`,
    {
      schema: {
        ...member,
        summary: 'Invite someone by e-mail or text message, with a personal sign-up link',
        body: inviteFriendBodySchema,
        response: answers(inviteSentSchema, 201),
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await friends.invite(requireUser(req), req.body))),
  );

  app.post(
    `${path}/invite/accept`,
    {
      schema: {
        ...member,
        summary: "Use an invite link's token: its sender and the member become friends",
        body: acceptInviteBodySchema,
        response: answers(z.object({ friendId: z.number().int() })),
      },
    },
    async (req) => ok(await friends.acceptInvite(requireUser(req), req.body.token)),
  );
}

/** The member's handle and whether they may be found by name and handle, or by e-mail address. */
function profileRoutes(app: RouteApp, friends: FriendsService): void {
  app.get(
    `${path}/profile`,
    {
      schema: {
        ...member,
        summary: "The member's handle and whether members may find them by name or e-mail address",
        response: answers(friendProfileSchema),
      },
    },
    async (req) => ok(await friends.profile.get(requireUser(req))),
  );

  app.put(
    `${path}/profile`,
    {
      schema: {
        ...member,
        summary:
          'Choose a handle (null takes it away; 409 when another member has it) or who may find the member; what is left out stays',
        body: friendProfileBodySchema,
        response: answers(friendProfileSchema),
      },
    },
    async (req) => ok(await friends.profile.update(requireUser(req), req.body)),
  );
}

/**
 * Friends (spec 7): the member's friends or pending requests, sending, answering and removing
 * requests, search by exact e-mail address or by name and handle, the member's handle and who may
 * find them, invites, and training together (activity-routes.ts).
 * Every call needs a login.
 */
export const friendsRoutes: FastifyPluginAsyncZod<{ friends: FriendsService }> = async (
  app,
  { friends },
) => {
  listRoute(app, friends);
  changeRoutes(app, friends);
  searchAndInviteRoutes(app, friends);
  profileRoutes(app, friends);
  activityRoutes(app, friends.activity);
};
