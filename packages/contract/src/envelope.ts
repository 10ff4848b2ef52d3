import { z } from 'zod';
import { apiErrorCodes, type ApiErrorCode } from './api-texts.ts';

/** Every /api answer: `{ status: 1, content }` on success, `{ status: 0, content: message }` on failure. */
export const okEnvelope = <T extends z.ZodType>(content: T) =>
  z.object({ status: z.literal(1), content });
export const errorEnvelope = z.object({
  status: z.literal(0),
  content: z.string(),
  /** For the few failures a client answers differently: which one it is, whatever the wording. */
  code: z.enum(Object.values(apiErrorCodes)).optional(),
  /** For a request the schema refused: the field the message is about, as `userInfo.email`. */
  field: z.string().optional(),
  /** The request's id (as in its X-Request-Id header and log lines), for a person to quote to support. */
  requestId: z.string().optional(),
});

export type Ok<T> = { status: 1; content: T };
export type Failure = {
  status: 0;
  content: string;
  code?: ApiErrorCode;
  field?: string;
  requestId?: string;
};
export type Envelope<T> = Ok<T> | Failure;
