// What the live room's tests through a real Janus share (media-janus.test.ts and
// media-two-janus.test.ts): a browser's offer Janus answers, and a look into each Janus.
import Janode from 'janode';
import VideoRoomPlugin from 'janode/plugins/videoroom';

/**
 * A browser's offer to publish a camera (VP8 video, Opus audio), as Chromium writes one: Janus
 * answers it without any packet having to flow.
 */
export const offer = (withAudio: boolean) => ({
  type: 'offer' as const,
  sdp: [
    'v=0',
    'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    `a=group:BUNDLE 0${withAudio ? ' 1' : ''}`,
    'a=msid-semantic: WMS stream',
    'm=video 9 UDP/TLS/RTP/SAVPF 96',
    'c=IN IP4 0.0.0.0',
    'a=rtcp:9 IN IP4 0.0.0.0',
    'a=ice-ufrag:abcd',
    'a=ice-pwd:abcdefghijklmnopqrstuvwx',
    'a=ice-options:trickle',
    'a=fingerprint:sha-256 7B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08',
    'a=setup:actpass',
    'a=mid:0',
    'a=sendonly',
    'a=msid:stream video',
    'a=rtcp-mux',
    'a=rtpmap:96 VP8/90000',
    'a=rtcp-fb:96 nack',
    'a=rtcp-fb:96 nack pli',
    'a=ssrc:1111 cname:jetsweat',
    ...(withAudio
      ? [
          'm=audio 9 UDP/TLS/RTP/SAVPF 111',
          'c=IN IP4 0.0.0.0',
          'a=rtcp:9 IN IP4 0.0.0.0',
          'a=ice-ufrag:abcd',
          'a=ice-pwd:abcdefghijklmnopqrstuvwx',
          'a=ice-options:trickle',
          'a=fingerprint:sha-256 7B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08',
          'a=setup:actpass',
          'a=mid:1',
          'a=sendonly',
          'a=msid:stream audio',
          'a=rtcp-mux',
          'a=rtpmap:111 opus/48000/2',
          'a=ssrc:2222 cname:jetsweat',
        ]
      : []),
    '',
  ].join('\r\n'),
});

/**
 * A test's own look into one Janus, beside the server's: whether a class's room is there, and
 * who publishes in it as Janus lists them (a forwarded copy says `remote: true`). Each question
 * has a connection of its own, so a busy machine's long pause cannot time out a session held
 * between them.
 */
export function janusProbe(url: string, apiSecret: string) {
  Janode.Logger.setLevel('none');
  const ask = async (body: object) => {
    const connection = await Janode.connect({ address: { url, apisecret: apiSecret } });
    try {
      const session = await connection.create(15);
      const handle = await session.attach(VideoRoomPlugin);
      const data = (await handle.message(body)).plugindata?.data ?? {};
      await session.destroy().catch(() => undefined);
      return data;
    } finally {
      await connection.close().catch(() => undefined);
    }
  };
  return {
    exists: async (room: string) => (await ask({ request: 'exists', room })).exists === true,
    participants: async (room: string) =>
      ((await ask({ request: 'listparticipants', room })).participants ?? []) as {
        id: string;
        publisher: boolean;
        remote?: boolean;
      }[],
  };
}
