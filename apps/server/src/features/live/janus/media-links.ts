import type { VideoRoomHandle } from 'janode/plugins/videoroom';

/** `publish` (one's own camera) or the feed a subscription receives. */
export type LinkName = string;

interface Link {
  socketId: string;
  liveClassId: number;
  link: LinkName;
  handle: VideoRoomHandle;
}

/**
 * The Janus handles of the sockets held by this instance: each connection's publication and
 * subscriptions per class. Kept here, not in socket.data, which the Redis adapter serialises.
 */
export class MediaLinks {
  private readonly links = new Map<string, Link>();

  private static key = (socketId: string, liveClassId: number, link: LinkName) =>
    `${socketId}|${liveClassId}|${link}`;

  get(socketId: string, liveClassId: number, link: LinkName): VideoRoomHandle | undefined {
    return this.links.get(MediaLinks.key(socketId, liveClassId, link))?.handle;
  }

  /** Keeps `handle` as the link, ending the one it replaces (a new offer after a reload). */
  async set(socketId: string, liveClassId: number, link: LinkName, handle: VideoRoomHandle) {
    await this.drop(socketId, liveClassId, link);
    this.links.set(MediaLinks.key(socketId, liveClassId, link), {
      socketId,
      liveClassId,
      link,
      handle,
    });
  }

  /** Ends one link (its handle leaves Janus's room); false when there was none. */
  async drop(socketId: string, liveClassId: number, link: LinkName): Promise<boolean> {
    const key = MediaLinks.key(socketId, liveClassId, link);
    const found = this.links.get(key);
    if (!found) return false;
    this.links.delete(key);
    await found.handle.detach().catch(() => undefined);
    return true;
  }

  /** Ends every link of a connection that closed; answers what it had. */
  async dropSocket(socketId: string): Promise<{ liveClassId: number; link: LinkName }[]> {
    const mine = [...this.links.values()].filter((l) => l.socketId === socketId);
    await Promise.all(mine.map((l) => this.drop(socketId, l.liveClassId, l.link)));
    return mine.map(({ liveClassId, link }) => ({ liveClassId, link }));
  }

  /** Ends every link still open (the server closing). */
  async dropAll(): Promise<void> {
    const all = [...this.links.values()];
    await Promise.all(all.map((l) => this.drop(l.socketId, l.liveClassId, l.link)));
  }
}
