import type { ApiErrorCode } from '@jetsweat/contract';

/** An error whose message is meant for the person using the product; `code` tells a client which. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ApiErrorCode,
    /** For a value the schema could not judge alone: the field the message is about. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
/** 400 about one field of the body, which a form shows under that field. */
export const fieldError = (field: string, msg: string) => new HttpError(400, msg, undefined, field);
export const unauthorized = (msg: string) => new HttpError(401, msg);
export const paymentRequired = (msg: string) => new HttpError(402, msg);
export const forbidden = (msg: string) => new HttpError(403, msg);
export const notFound = (msg: string, code?: ApiErrorCode) => new HttpError(404, msg, code);
export const conflict = (msg: string, code?: ApiErrorCode) => new HttpError(409, msg, code);
export const tooManyRequests = (msg: string) => new HttpError(429, msg);
