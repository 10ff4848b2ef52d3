import { createHmac } from 'node:crypto';
import type { IceServer, RoomMedia } from '@jetsweat/contract';
import type { LiveMediaConfig } from '../../platform/config/config.ts';

/**
 * The STUN and TURN servers a person's page uses. TURN's credentials follow coturn's
 * static-auth-secret scheme (the "TURN REST API"): the user name is `expiry:userId`, the password
 * HMAC-SHA1 of it with the shared secret, so coturn checks them without asking us, and a copied
 * pair stops working after TURN_CREDENTIAL_HOURS.
 */
export function iceServersFor(config: LiveMediaConfig, userId: number, now: Date): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length) servers.push({ urls: config.stunUrls });
  if (config.turn) {
    const expiry = Math.floor(now.getTime() / 1000) + config.turn.credentialHours * 3600;
    const username = `${expiry}:${userId}`;
    const credential = createHmac('sha1', config.turn.secret).update(username).digest('base64');
    servers.push({ urls: config.turn.urls, username, credential });
  }
  return servers;
}

/** What room:join tells the page about its media. */
export const roomMedia = (config: LiveMediaConfig, userId: number, now: Date): RoomMedia => ({
  mode: config.janusUrls.length > 0 ? 'janus' : 'peer',
  iceServers: iceServersFor(config, userId, now),
});
