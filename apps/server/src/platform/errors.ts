import type { ApiErrorCode } from '@jetsweat/contract';

/** An error whose message is meant for the person using the product; `code` tells a client which. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ApiErrorCode,
    /** The request field at fault, as a schema's refusal names it, so a form shows it there. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
/** 400 for one field of the body that only the server can check (a taken domain, an order). */
export const fieldInvalid = (field: string, msg: string) =>
  new HttpError(400, msg, undefined, field);
export const unauthorized = (msg: string) => new HttpError(401, msg);
export const paymentRequired = (msg: string) => new HttpError(402, msg);
export const forbidden = (msg: string) => new HttpError(403, msg);
export const notFound = (msg: string, code?: ApiErrorCode) => new HttpError(404, msg, code);
export const conflict = (msg: string, code?: ApiErrorCode) => new HttpError(409, msg, code);
export const tooManyRequests = (msg: string) => new HttpError(429, msg);
