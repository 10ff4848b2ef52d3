import type { ConfigVariable } from './config-variable.ts';

/**
 * The server's media settings (signed class streams, the live room's media, transcoding, where
 * files are kept): part of config-variables.ts's list, in its place in docs/configuration.md.
 */
export const mediaVariables: ConfigVariable[] = [
  {
    names: ['MEDIA_SIGNING_SECRET'],
    default: '(random per process)',
    meaning:
      'signs class stream links (at least 32 characters); required in production, the same on every instance',
  },
  {
    names: ['MEDIA_DIR'],
    default: '`apps/web/public/media`',
    meaning: 'where the class renditions are served from (only through signed links)',
  },
  {
    names: ['MEDIA_LINK_SECONDS'],
    default: '`300`',
    meaning:
      "how long a class's signed media link works (10 to 21600); the player renews links while it plays",
  },
  {
    names: ['JANUS_URL'],
    default: '(peer to peer)',
    meaning:
      "`ws://127.0.0.1:8188`: the live room's video goes through the Janus VideoRoom at this WebSocket address (the server drives it; browsers never reach it), instead of peer to peer from the instructor's browser",
  },
  {
    names: ['JANUS_API_SECRET'],
    default: '',
    meaning: "Janus's `api_secret`, when its configuration sets one",
  },
  {
    names: ['STUN_URLS', 'TURN_URLS'],
    default: '',
    meaning:
      "comma-separated `stun:`/`turn:` addresses the live room's pages use, in both modes (docs/operations.md)",
  },
  {
    names: ['TURN_SECRET', 'TURN_CREDENTIAL_HOURS'],
    default: ', 12',
    meaning:
      "coturn's `static-auth-secret` (needed with `TURN_URLS`): the server gives each person TURN credentials that work this many hours",
  },
  {
    names: ['FFMPEG_PATH', 'FFPROBE_PATH'],
    default: '`ffmpeg`, `ffprobe` (on the PATH)',
    meaning:
      'the programs that turn recorded live classes into on-demand ones (their files go under `DATA_DIR/storage`)',
  },
  {
    names: ['STORAGE'],
    default: '`local`',
    meaning:
      '`s3` keeps uploads and renditions in one S3-compatible bucket every instance shares, instead of `DATA_DIR/storage` (docs/operations.md, "Storage: the local disk or S3")',
  },
  {
    names: ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT'],
    default: '`us-east-1` for the region',
    meaning:
      'the bucket (required with `STORAGE=s3`), its region, and the address of a non-Amazon server (MinIO, Ceph, R2…)',
  },
  {
    names: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    default: "the AWS SDK's own chain",
    meaning: "the bucket's keys, both or neither",
  },
  {
    names: ['S3_FORCE_PATH_STYLE'],
    default: '`true` with an endpoint',
    meaning: 'the bucket in the path rather than the host name',
  },
];
