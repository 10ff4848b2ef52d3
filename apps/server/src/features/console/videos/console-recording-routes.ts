import {
  consoleRecordingParamsSchema,
  consoleStudioParamsSchema,
  recordingStatusListSchema,
  recordingStatusSchema,
} from '@jetsweat/contract';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../../platform/http/openapi.ts';
import type { RouteApp } from '../../../platform/http/route-app.ts';
import { consoleCaller } from '../console-access.ts';
import type { ConsoleVideos } from './video-service.ts';

const member = { tags: ['console'], security: loginRequired };
const recordings = '/api/console/studios/:studioId/recordings';

/** The studio's recorded live classes and Retry (console-recordings.ts). */
export function consoleRecordingRoutes(app: RouteApp, service: ConsoleVideos): void {
  app.get(
    recordings,
    {
      schema: {
        ...member,
        summary: "A studio's recorded live classes: processing, ready or failed (with why)",
        params: consoleStudioParamsSchema,
        response: answers(recordingStatusListSchema),
      },
    },
    async (req) => ok(await service.recordings(consoleCaller(req), req.params.studioId)),
  );

  app.post(
    `${recordings}/:recordingId/retry`,
    {
      schema: {
        ...member,
        summary:
          'Process a failed recording again; a recording that has not failed is left as it is',
        params: consoleRecordingParamsSchema,
        response: answers(recordingStatusSchema),
      },
    },
    async (req) => {
      const { studioId, recordingId } = req.params;
      return ok(await service.retryRecording(consoleCaller(req), studioId, recordingId));
    },
  );
}
