import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../platform/config/config.ts';
import { createClassRooms, type ClassRooms } from './class-rooms.ts';
import { createJanusGateway, type JanusGateway } from './janus-gateway.ts';
import { MediaLinks } from './media-links.ts';

/** The live room's media server (Janus mode): its connection, the classes' rooms, the links. */
export interface LiveMedia {
  janus: JanusGateway;
  rooms: ClassRooms;
  links: MediaLinks;
  close(): Promise<void>;
}

/** Janus when JANUS_URL is set; null in the default mode (peer to peer from the instructor). */
export function createLiveMedia(config: Config, log: FastifyBaseLogger): LiveMedia | null {
  const { janusUrl, janusApiSecret } = config.liveMedia;
  if (!janusUrl) return null;
  const janus = createJanusGateway(janusUrl, janusApiSecret, log);
  const links = new MediaLinks();
  return {
    janus,
    rooms: createClassRooms(janus, config.media.signingSecret),
    links,
    close: async () => {
      await links.dropAll();
      await janus.close();
    },
  };
}
