// The class media's settings (signed stream links, where the renditions are) and the programs that
// turn recorded classes into on-demand ones, each with its description for docs/configuration.md
// (variable-doc.ts). The live room's media servers are in integrations-config.ts.
import { z } from 'zod';
import { configDocs } from './variable-doc.ts';

export const mediaEnv = {
  MEDIA_SIGNING_SECRET: z
    .string()
    .min(32, 'give at least 32 random characters (e.g. openssl rand -hex 32)')
    .optional()
    .register(configDocs, {
      table: 'media',
      meaning:
        'signs class stream links (at least 32 characters); required in production, the same on every instance',
      default: '(random per process)',
    }),
  MEDIA_DIR: z.string().optional().register(configDocs, {
    table: 'media',
    meaning:
      "where the demo classes' renditions and the demo studios' preview videos are served from (the classes only through signed links); `npm run demo:media` makes them there",
    default: '`DATA_DIR/demo-media`',
  }),
  // A class's media link lives 5 minutes: the player refreshes it halfway, so a refresh has
  // minutes to get through, and a copied link or a logged-out player stops within 5 minutes.
  MEDIA_LINK_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(6 * 3600)
    .default(300)
    .register(configDocs, {
      table: 'media',
      meaning:
        "how long a class's signed media link works (10 to 21600); the player renews links while it plays",
    }),
  // The recordings' transcoder (features/live/recording/recording-transcode.ts).
  FFMPEG_PATH: z.string().default('ffmpeg').register(configDocs, {
    table: 'media',
    meaning:
      "the ffmpeg that transcodes uploads and turns recorded live classes into on-demand ones (their files go under `DATA_DIR/storage`): the system's (Debian: `apt-get install ffmpeg`); when it does not run, the start warns and the console says so",
  }),
  FFPROBE_PATH: z.string().default('ffprobe').register(configDocs, {
    table: 'media',
    meaning: "ffmpeg's companion ffprobe, looked for in the same way",
  }),
};
