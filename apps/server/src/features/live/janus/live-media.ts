import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../platform/config/config.ts';
import type { Database } from '../../../platform/db/database.ts';
import { createClassRooms, type ClassRooms } from './class-rooms.ts';
import { createJanusGateways, type JanusGateways } from './janus-gateways.ts';
import { MediaLinks } from './media-links.ts';

/** The live room's media servers (Janus mode): the instances, the classes' rooms, the links. */
export interface LiveMedia {
  janus: JanusGateways;
  rooms: ClassRooms;
  links: MediaLinks;
  close(): Promise<void>;
}

/** Janus when JANUS_URL is set; null in the default mode (peer to peer from the instructor). */
export function createLiveMedia(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
): LiveMedia | null {
  const { janusUrls, janusApiSecret, janusMembersPerInstance } = config.liveMedia;
  if (janusUrls.length === 0) return null;
  const janus = createJanusGateways(janusUrls, janusApiSecret, log);
  const links = new MediaLinks();
  return {
    janus,
    rooms: createClassRooms({
      janus,
      db,
      signingSecret: config.media.signingSecret,
      membersPerInstance: janusMembersPerInstance,
      log,
    }),
    links,
    close: async () => {
      await links.dropAll();
      await janus.close();
    },
  };
}
