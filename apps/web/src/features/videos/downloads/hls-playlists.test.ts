import { describe, expect, it } from 'vitest';
import { fileNameOf, filesOf, offlineMaster, renditionsOf } from './hls-playlists.ts';

// As the demo classes' masters are written (scripts/demo-media).
const master = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",URI="subtitles-30m.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=409840,AVERAGE-BANDWIDTH=362047,RESOLUTION=1280x720,SUBTITLES="subs"
720p-30m.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=212064,AVERAGE-BANDWIDTH=193632,RESOLUTION=640x360,SUBTITLES="subs"
360p-30m.m3u8
`;

describe('a class download reads the HLS playlists', () => {
  it('lists the renditions smallest first, with their height and bit rate', () => {
    expect(
      renditionsOf(master).map(({ uri, label, bandwidth }) => ({ uri, label, bandwidth })),
    ).toEqual([
      { uri: '360p-30m.m3u8', label: '360p', bandwidth: 212064 },
      { uri: '720p-30m.m3u8', label: '720p', bandwidth: 409840 },
    ]);
  });

  it('takes each segment once, however often a looped playlist names it', () => {
    const playlist = `#EXTM3U
#EXT-X-TARGETDURATION:6
#EXTINF:6.0,
a1.ts
#EXTINF:6.0,
b2.ts
#EXT-X-DISCONTINUITY
#EXTINF:6.0,
a1.ts
#EXT-X-ENDLIST
`;
    expect(filesOf(playlist)).toEqual(['a1.ts', 'b2.ts']);
  });

  it('writes a master with only the rendition kept, captions left to the player track', () => {
    const [small] = renditionsOf(master);
    const text = offlineMaster(small!, '360p-30m.m3u8');
    expect(text).toContain('RESOLUTION=640x360');
    expect(text).not.toContain('SUBTITLES');
    expect(text).not.toContain('720p');
    expect(renditionsOf(text).map((r) => r.uri)).toEqual(['360p-30m.m3u8']);
  });

  it('refuses file names that would leave the class folder', () => {
    expect(fileNameOf('720p.m3u8')).toBe('720p.m3u8');
    expect(fileNameOf('../other/.key')).toBeUndefined();
  });
});
