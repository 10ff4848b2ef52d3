import { z } from 'zod';
import { idSchema } from './ids.ts';
import { classTypes } from './studio-keys.ts';
import { classBodyFocuses, classLevels, equipmentOptions } from './videos-constants.ts';

/**
 * The console's on-demand classes (issue 25, point 4): a studio uploads a video file by tus,
 * the server transcodes it to the HLS ladder, and the studio publishes it to the library.
 */

/** Where an upload is (console_videos.state): its file awaited, being transcoded, done, failed. */
export const consoleVideoStates = ['waiting', 'processing', 'ready', 'failed'] as const;
export type ConsoleVideoState = (typeof consoleVideoStates)[number];

/** The largest video file a studio may upload, in bytes. */
export const CONSOLE_VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** The largest captions file (WebVTT), in bytes. */
export const CONSOLE_CAPTIONS_MAX_BYTES = 512 * 1024;
/** The tus endpoint the console uploads video files to. */
export const CONSOLE_UPLOADS_PATH = '/api/console/uploads';
/** Uploads of one studio's classes that may be under way at the same time. */
export const CONSOLE_UPLOADS_PER_STUDIO = 3;
/** An upload that sends nothing for this long is taken to have stopped: it holds no place. */
export const CONSOLE_UPLOAD_IDLE_MINUTES = 10;

export const consoleVideoTexts = {
  notAVideo: 'That file is not a video. Please upload an MP4, MOV, WebM or MKV file.',
  tooLarge: (maxBytes: number) =>
    `That file is too large: videos may be at most ${Math.round(maxBytes / 1024 ** 3)} GB.`,
  lengthUnknown: 'The upload must say its size (Upload-Length).',
  videoNotFound: 'We could not find that video.',
  alreadyUploaded: 'This video already has its file. Create a new video to upload another.',
  uploadUnderWay: `This video’s file is already being uploaded. Please wait for that upload to finish (one that stopped lets go after ${CONSOLE_UPLOAD_IDLE_MINUTES} minutes).`,
  tooManyUploads: `Your studio already has ${CONSOLE_UPLOADS_PER_STUDIO} uploads under way. Please wait for one to finish.`,
  notReady: 'The video can be published once it has been transcoded.',
  notFailed: 'Only a video whose transcoding failed can be retried.',
  transcodeStopped: 'The transcode stopped before it finished; retry it.',
  noInstructor: 'Please choose one of the studio’s instructors.',
  notCaptions: 'Captions must be a WebVTT file (it starts with WEBVTT).',
  captionsTooLarge: 'That captions file is too large (at most 512 KB).',
  ffmpegMissing:
    'Videos cannot be transcoded on this server: ffmpeg is not installed. Install it (on Debian: apt-get install ffmpeg, or set FFMPEG_PATH and FFPROBE_PATH), restart the server, then retry.',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(max, `${label} may be at most ${max} characters.`);

/** The class's details: the library's filter fields, each with its own message. */
export const consoleVideoDetailsSchema = z.object({
  title: text('The title', 120).refine((v) => v.length > 0, { message: 'The title is required.' }),
  summary: text('The description', 4000),
  instructorId: idSchema('instructor'),
  classType: z.enum(classTypes, { message: 'Please choose a class type.' }),
  level: z.enum(classLevels, { message: 'Please choose a level.' }),
  bodyFocus: z.enum(classBodyFocuses, { message: 'Please choose a body focus.' }),
  equipment: z
    .array(z.enum(equipmentOptions, { message: 'Please choose equipment from the list.' }), {
      message: 'Please choose the equipment.',
    })
    .min(1, 'Please choose the equipment (or None).')
    .max(equipmentOptions.length, 'Please choose the equipment from the list.'),
});
export type ConsoleVideoDetails = z.output<typeof consoleVideoDetailsSchema>;

export const consoleVideoParamsSchema = z.object({
  studioId: idSchema('studio id'),
  videoId: idSchema('video id'),
});

/** POST …/videos/{videoId}/captions: the WebVTT text. */
export const consoleCaptionsBodySchema = z.object({
  vtt: z
    .string({ message: 'The captions must be text.' })
    .max(CONSOLE_CAPTIONS_MAX_BYTES, 'That captions file is too large (at most 512 KB).')
    .regex(/^\uFEFF?WEBVTT(\s|$)/, 'Captions must be a WebVTT file (it starts with WEBVTT).'),
});

export const consoleVideoSchema = consoleVideoDetailsSchema.extend({
  id: z.number().int(),
  studioId: z.number().int(),
  state: z.enum(consoleVideoStates),
  failure: z.string().nullable(),
  fileName: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  hasCaptions: z.boolean(),
  published: z.boolean(),
  /** The class in the member library, once published (it stays when unpublished). */
  libraryVideoId: z.number().int().nullable(),
  posterPath: z.string().nullable(),
});
export type ConsoleVideo = z.infer<typeof consoleVideoSchema>;

/** How this server transcodes: the system's (or the configured) ffmpeg, or none. */
export const transcoderSchema = z.enum(['system', 'missing']);

export const consoleVideoListSchema = z.object({
  videos: z.array(consoleVideoSchema),
  instructors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  transcoder: transcoderSchema,
  maxBytes: z.number().int(),
});
export type ConsoleVideoList = z.infer<typeof consoleVideoListSchema>;
