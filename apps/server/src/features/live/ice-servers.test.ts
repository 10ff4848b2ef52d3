import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LiveMediaConfig } from '../../platform/config/config.ts';
import { iceServersFor, roomMedia } from './ice-servers.ts';

const base: LiveMediaConfig = {
  janusUrls: [],
  janusMembersPerInstance: 300,
  janusApiSecret: undefined,
  stunUrls: [],
  turn: undefined,
};
const now = new Date('2026-03-01T12:00:00Z');

describe('the ICE servers a page is given', () => {
  it('are none by default, and the mode is peer to peer', () => {
    expect(roomMedia(base, 7, now)).toEqual({ mode: 'peer', iceServers: [] });
    expect(roomMedia({ ...base, janusUrls: ['ws://127.0.0.1:8188'] }, 7, now).mode).toBe('janus');
  });

  it("give TURN credentials coturn's static-auth-secret accepts: expiry:user, HMAC-SHA1 of it", () => {
    const config = {
      ...base,
      stunUrls: ['stun:turn.example.com:3478'],
      turn: { urls: ['turn:turn.example.com:3478'], secret: 's'.repeat(32), credentialHours: 12 },
    };
    const [stun, turn] = iceServersFor(config, 42, now);
    expect(stun).toEqual({ urls: ['stun:turn.example.com:3478'] });
    const expiry = now.getTime() / 1000 + 12 * 3600;
    expect(turn!.username).toBe(`${expiry}:42`);
    expect(turn!.credential).toBe(
      createHmac('sha1', 's'.repeat(32)).update(`${expiry}:42`).digest('base64'),
    );
    // Another member gets other credentials.
    expect(iceServersFor(config, 43, now)[1]!.credential).not.toBe(turn!.credential);
  });
});
