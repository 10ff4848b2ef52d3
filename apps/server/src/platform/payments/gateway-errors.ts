import { HttpError } from '../http/errors.ts';
import { CardError, GatewayRequestError } from './gateway.ts';

/**
 * The one mapping of the gateway's errors to HTTP: a declined card is 402 with the bank's words,
 * a wrong request keeps the gateway's own status; anything else passes through.
 */
export function gatewayHttpError(err: unknown): unknown {
  if (err instanceof CardError) return new HttpError(402, err.message);
  if (err instanceof GatewayRequestError) return new HttpError(err.statusCode, err.message);
  return err;
}

/** Runs a gateway call, answering its errors as HTTP errors. */
export async function mappedGatewayErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw gatewayHttpError(err);
  }
}

/**
 * Whether the gateway refused the charge itself (a declined card, a request it calls wrong): the
 * purchase cannot go on with it. Anything else (the gateway unreachable) may succeed on a retry.
 */
export const isGatewayRefusal = (err: unknown): err is CardError | GatewayRequestError =>
  err instanceof CardError || (err instanceof GatewayRequestError && err.statusCode === 400);
