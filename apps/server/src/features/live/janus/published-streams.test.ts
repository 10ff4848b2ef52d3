import { describe, expect, it } from 'vitest';
import { publishedStreams } from './remote-feed.ts';

/** Janus's answer to a publisher, trimmed to what publishedStreams reads. */
const answer = [
  'v=0',
  'o=- 1 2 IN IP4 127.0.0.1',
  's=VideoRoom class-1',
  't=0 0',
  'a=group:BUNDLE 0 1 2',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'c=IN IP4 127.0.0.1',
  'a=recvonly',
  'a=mid:0',
  'a=rtpmap:111 opus/48000/2',
  'm=video 9 UDP/TLS/RTP/SAVPF 96 97',
  'c=IN IP4 127.0.0.1',
  'a=recvonly',
  'a=mid:1',
  'a=rtpmap:96 VP8/90000',
  'a=rtpmap:97 rtx/90000',
  // A stream Janus refused (port 0) is not forwarded.
  'm=video 0 UDP/TLS/RTP/SAVPF 98',
  'a=inactive',
  'a=mid:2',
  'a=rtpmap:98 H264/90000',
  '',
].join('\r\n');

describe("the instructor's streams a forwarded copy declares", () => {
  it("are the m-lines Janus accepted, with their index, mid and Janus's codec", () => {
    expect(publishedStreams(answer)).toEqual([
      { type: 'audio', mindex: 0, mid: '0', codec: 'opus' },
      { type: 'video', mindex: 1, mid: '1', codec: 'vp8' },
    ]);
    expect(publishedStreams('v=0\r\n')).toEqual([]);
  });
});
