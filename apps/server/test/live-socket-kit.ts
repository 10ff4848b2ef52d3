// Live-room socket clients for the server tests (features/live/socket/*.test.ts, the sweeps).
import { io as connectTo, type Socket } from 'socket.io-client';
import type { SocketAck } from '@jetsweat/contract';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from './harness.ts';

/** A test file's clients: each one opened is kept, so the file closes them all at its end. */
export class LiveClients {
  private readonly open: Socket[] = [];

  /** A client connected to `url` with `token`, or the connect_error the server refused it with. */
  connect(url: string, token: string | undefined): Promise<Socket> {
    const socket = connectTo(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(token ? { auth: { token } } : {}),
    });
    this.open.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  closeAll(): void {
    for (const s of this.open.splice(0)) s.disconnect();
  }
}

/**
 * A test file's app of its own, listening on a free port as the room's sockets need: started
 * before the file's tests (handed to `started`), and closed after them with every client the file
 * opened through the answer.
 */
export function listeningLiveApp(started: (t: TestApp, url: string) => void): LiveClients {
  const clients = new LiveClients();
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    started(t, await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    clients.closeAll();
    await t?.close();
  });
  return clients;
}

/** An event's ack: the envelope, its content unknown until read with the contract's schema. */
export const ask = (
  s: Socket,
  event: string,
  data: unknown,
  ms = 5000,
): Promise<SocketAck<unknown>> => s.timeout(ms).emitWithAck(event, data);

/** An ack's content, read with the contract's schema; a refusal fails the test. */
export function contentOf<S extends z.ZodType>(answer: SocketAck<unknown>, schema: S): z.output<S> {
  if (answer.status !== 1) throw new Error(`refused (${answer.httpStatus}): ${answer.content}`);
  return schema.parse(answer.content);
}

/** The next `event` the socket hears, or a failure after `ms`. */
export function next(s: Socket, event: string, ms = 1000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (data: unknown) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

/** Everything `event` brings to the socket from now on, for a test that checks none arrives. */
export function heardOn(s: Socket, event: string): unknown[] {
  const heard: unknown[] = [];
  s.on(event, (data: unknown) => heard.push(data));
  return heard;
}
