import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('JANUS_URL and JANUS_MEMBERS_PER_INSTANCE', () => {
  it('read one address, or several separated by commas, in the order given', () => {
    expect(loadConfig({}).liveMedia.janusUrls).toEqual([]);
    expect(loadConfig({ JANUS_URL: 'ws://127.0.0.1:8188' }).liveMedia.janusUrls).toEqual([
      'ws://127.0.0.1:8188',
    ]);
    const several = loadConfig({ JANUS_URL: 'ws://10.0.0.5:8188, wss://janus-b.internal:8989,' });
    expect(several.liveMedia.janusUrls).toEqual([
      'ws://10.0.0.5:8188',
      'wss://janus-b.internal:8989',
    ]);
    expect(several.liveMedia.janusMembersPerInstance).toBe(300);
    expect(
      loadConfig({ JANUS_URL: 'ws://a:1', JANUS_MEMBERS_PER_INSTANCE: '40' }).liveMedia
        .janusMembersPerInstance,
    ).toBe(40);
  });

  it('refuse an address that is not a WebSocket one, and a capacity below one', () => {
    expect(() => loadConfig({ JANUS_URL: 'ws://a:1,http://b:8088' })).toThrow(/JANUS_URL/);
    expect(() => loadConfig({ JANUS_URL: 'ws://a:1', JANUS_MEMBERS_PER_INSTANCE: '0' })).toThrow(
      /JANUS_MEMBERS_PER_INSTANCE/,
    );
  });
});
