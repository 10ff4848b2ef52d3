// The live room's chat with members on different instances behind the balancer: socket.io's
// Redis adapter carries a message from one instance's room to the other's. The client is
// websocket-only (no sticky sessions needed; docs/operations.md).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { liveSocketEvents as ev, type ChatMessage, type LiveClass } from '@jetsweat/contract';
import { call } from './balancer.ts';

const DEMO_PASSWORD = 'letsworkout';

async function login(request: APIRequestContext, email: string): Promise<string> {
  const res = await call(request, 'POST', '/api/user/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.body.content.authToken as string;
}

/**
 * A room socket through the balancer, and the instance that took it: the server names itself
 * in X-Instance on the WebSocket upgrade's answer too, read here off Node's WebSocket (`ws`).
 */
async function connect(token: string): Promise<{ socket: Socket; instance: string }> {
  const socket = io(process.env.SCALE_URL ?? 'http://127.0.0.1:4380', {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  const transport = socket.io.engine.transport as unknown as {
    ws: {
      once(event: 'upgrade', listener: (res: { headers: Record<string, string> }) => void): void;
    };
  };
  const instance = new Promise<string>((resolve) =>
    transport.ws.once('upgrade', (res) => resolve(res.headers['x-instance'] ?? '')),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, instance: await instance };
}

test('a chat message reaches a member whose socket is on the other instance', async ({
  request,
}) => {
  const now = Date.now();
  const classes = (await call(request, 'GET', '/api/liveclass/upcoming/public/all')).body
    .content as LiveClass[];
  // The demo's Open Studio under way: both demo members are booked into it.
  const c = classes.find(
    (x) =>
      x.title === 'Open Studio' &&
      Date.parse(x.scheduledDatetime) <= now &&
      now < Date.parse(x.scheduledDatetime) + x.minutesDuration * 60_000 - 60_000,
  );
  expect(c, 'an Open Studio class under way').toBeTruthy();
  const tokens = [
    await login(request, 'member@jetsweat.example'),
    await login(request, 'friend@jetsweat.example'),
  ];
  // One connection right after the other: round robin gives them different instances.
  const member = await connect(tokens[0]!);
  const friend = await connect(tokens[1]!);
  try {
    expect(member.instance).toBeTruthy();
    expect(friend.instance).toBeTruthy();
    expect(friend.instance).not.toBe(member.instance);
    for (const s of [member.socket, friend.socket]) {
      const entered = await s.timeout(5_000).emitWithAck(ev.join, { liveClassId: c!.id });
      expect(entered.status, JSON.stringify(entered)).toBe(1);
    }
    const text = `Across instances ${Date.now().toString(36)}`;
    const heard = new Promise<ChatMessage>((resolve, reject) => {
      friend.socket.on(ev.chatMessage, (m: ChatMessage) => m.text === text && resolve(m));
      setTimeout(() => reject(new Error('the other instance’s member heard nothing')), 3_000);
    });
    const sentAt = Date.now();
    const sent = await member.socket
      .timeout(5_000)
      .emitWithAck(ev.chatSend, { liveClassId: c!.id, text });
    expect(sent.status, JSON.stringify(sent)).toBe(1);
    const message = await heard;
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    expect(message).toMatchObject({ liveClassId: c!.id, text, name: 'Maya' });
  } finally {
    member.socket.disconnect();
    friend.socket.disconnect();
  }
});
