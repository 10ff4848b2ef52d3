import { describe, expect, it } from 'vitest';
import { retoken } from './retoken.ts';

describe('retoken', () => {
  const first =
    '/media/signed/12/1700000300/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/index.m3u8';
  const fresh =
    '/media/signed/12/1700000450/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB/index.m3u8';

  it('sends a segment of the first link through the newest one, keeping the file', () => {
    expect(
      retoken(
        `http://localhost${first}/classes/yoga/22a4eb267eea575d.ts`,
        `${fresh}/classes/yoga/index.m3u8`,
      ),
    ).toBe(`http://localhost${fresh}/classes/yoga/22a4eb267eea575d.ts`);
  });

  it('leaves a URL that is not a signed media link as it is', () => {
    expect(
      retoken('http://localhost/media/videos/home/index.m3u8', `${fresh}/classes/yoga/index.m3u8`),
    ).toBe('http://localhost/media/videos/home/index.m3u8');
  });
});
