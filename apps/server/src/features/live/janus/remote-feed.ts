import { INSTRUCTOR_FEED } from '@jetsweat/contract';
import type { JanusGateway } from './janus-gateway.ts';
import {
  JANUS_ID_EXISTS,
  JANUS_NO_SUCH_FEED,
  JANUS_NO_SUCH_ROOM,
  request,
  roomIdOf,
  unless,
  withHandle,
} from './videoroom.ts';

/** One stream of the instructor's publication, as a remote publisher declares it to Janus. */
export interface PublishedStream {
  type: 'audio' | 'video';
  mindex: number;
  mid: string;
  codec: string;
}

/**
 * The streams Janus took from the instructor, read from its answer: each m-line Janus accepted
 * (port not 0) with its mid and the one codec it chose. A remote publisher must declare the same
 * mindex and mid, since Janus tells the forwarded streams apart by them.
 */
export function publishedStreams(answerSdp: string): PublishedStream[] {
  const sections = answerSdp.split(/\r?\n(?=m=)/).slice(1);
  return sections.flatMap((section, mindex): PublishedStream[] => {
    const m = /^m=(audio|video) (\d+) \S+ (\d+)/.exec(section);
    if (!m || m[2] === '0') return [];
    const mid = /^a=mid:(\S+)/m.exec(section)?.[1];
    const codec = new RegExp(`^a=rtpmap:${m[3]} ([^/\\s]+)`, 'm').exec(section)?.[1];
    if (!mid || !codec) return [];
    return [{ type: m[1] as 'audio' | 'video', mindex, mid, codec: codec.toLowerCase() }];
  });
}

/** The instructor's feed at home and its copy on another instance: where, and with which key. */
export interface Forward {
  liveClassId: number;
  secret: string;
  home: { url: string; janus: JanusGateway };
  target: { url: string; janus: JanusGateway };
}

/** How often, and how far apart, a replaced copy's id is asked for again: 2 s at most. */
const REPLACE_TRIES = 20;
const REPLACE_WAIT_MS = 100;

/** The name of a forward on the home instance (Janus's remote_id): one per target instance. */
const remoteIdOf = (targetUrl: string) => `jetsweat-${new URL(targetUrl).host}`;

/**
 * Makes the instructor's feed a publisher in the class's room on the target, fed by an RTP
 * forwarder on the home: `add_remote_publisher` there (Janus binds a UDP port for it), then
 * `publish_remotely` here to that port. The target's address is its JANUS_URL host: Janus
 * instances reach each other where this server reaches them. With `replace`, a copy left by an
 * earlier publication (an instructor who reloaded) is removed first; without it, a copy already
 * there (made by another app instance) is kept, Janus's unique feed id deciding.
 */
export async function forwardInstructor(
  f: Forward,
  streams: PublishedStream[],
  replace: boolean,
): Promise<void> {
  const room = roomIdOf(f.liveClassId);
  const added = await withHandle(f.target.janus, async (h) => {
    if (replace) await removeRemote(f, h);
    const add = () =>
      request(h, {
        request: 'add_remote_publisher',
        room,
        secret: f.secret,
        id: INSTRUCTOR_FEED,
        display: INSTRUCTOR_FEED,
        streams,
      }).catch((err: unknown) => {
        unless(JANUS_ID_EXISTS)(err);
        return null;
      });
    let made = await add();
    // Replacing, the copy just removed may still hold its id for a moment on a busy Janus (436,
    // seen in the two-Janus test under load): asked again until it has gone, else the members
    // there would be left without the instructor once it does.
    for (let tries = 1; replace && made === null && tries < REPLACE_TRIES; tries++) {
      await new Promise((resolve) => setTimeout(resolve, REPLACE_WAIT_MS));
      made = await add();
    }
    return made;
  });
  if (!added) return;
  await withHandle(f.home.janus, (h) =>
    request(h, {
      request: 'publish_remotely',
      room,
      secret: f.secret,
      publisher_id: INSTRUCTOR_FEED,
      remote_id: remoteIdOf(f.target.url),
      host: new URL(f.target.url).hostname,
      port: added.port,
      rtcp_port: added.rtcp_port,
    }),
  ).catch(async (err: unknown) => {
    // No media will come (the instructor left meanwhile): no copy that looks like a publisher.
    await withHandle(f.target.janus, (h) => removeRemote(f, h)).catch(() => undefined);
    throw err;
  });
}

/** Stops the forwarder on the home and removes the copy on the target; either gone is fine. */
export async function stopForwarding(f: Forward): Promise<void> {
  const room = roomIdOf(f.liveClassId);
  await withHandle(f.home.janus, (h) =>
    request(h, {
      request: 'unpublish_remotely',
      room,
      secret: f.secret,
      publisher_id: INSTRUCTOR_FEED,
      remote_id: remoteIdOf(f.target.url),
    }).catch(unless(JANUS_NO_SUCH_ROOM, JANUS_NO_SUCH_FEED)),
  );
  await withHandle(f.target.janus, (h) => removeRemote(f, h));
}

async function removeRemote(f: Forward, h: Parameters<Parameters<typeof withHandle>[1]>[0]) {
  await request(h, {
    request: 'remove_remote_publisher',
    room: roomIdOf(f.liveClassId),
    secret: f.secret,
    id: INSTRUCTOR_FEED,
  }).catch(unless(JANUS_NO_SUCH_ROOM, JANUS_NO_SUCH_FEED));
}
