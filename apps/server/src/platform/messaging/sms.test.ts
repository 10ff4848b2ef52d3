import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { createSmsGateway } from './sms.ts';

const log = { info: () => undefined } as unknown as FastifyBaseLogger;

describe('the text-message gateway', () => {
  it('writes each text to a file in DATA_DIR/sms-outbox by default', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sms-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(config.sms.provider).toBe('outbox');
    await createSmsGateway(config.sms, log).send({ to: '+15551234567', text: 'Hello there' });
    const dir = path.join(dataDir, 'sms-outbox');
    const [file] = await fs.readdir(dir);
    expect(await fs.readFile(path.join(dir, file!), 'utf8')).toBe(
      'To: +15551234567\n\nHello there\n',
    );
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("posts to Twilio's Messages API with SMS_PROVIDER=twilio, and throws on a refusal", async () => {
    const seen: { url?: string; auth?: string; body: string }[] = [];
    let status = 201;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ url: req.url, auth: req.headers.authorization, body });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: 'SM123' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        SMS_PROVIDER: 'twilio',
        SMS_FROM: '+15550009999',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret-token',
        TWILIO_API_URL: `http://127.0.0.1:${port}`,
      });
      const gateway = createSmsGateway(config.sms, log);
      await gateway.send({ to: '+15551234567', text: 'Join me' });
      expect(seen[0]!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(seen[0]!.auth).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
      expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({
        To: '+15551234567',
        From: '+15550009999',
        Body: 'Join me',
      });
      status = 500;
      await expect(gateway.send({ to: '+15551234567', text: 'Again' })).rejects.toThrow(/500/);
    } finally {
      server.close();
    }
  });

  it('refuses SMS_PROVIDER=twilio without its settings', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'twilio' })).toThrow(
      /SMS_PROVIDER=twilio needs/,
    );
  });
});
