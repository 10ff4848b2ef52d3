/**
 * The benchmarks' yardsticks: a bare Fastify server answering, at each path (query included),
 * what the product answered there, with its status and content type (read from the JSON file
 * given as the first argument). Two kinds:
 *
 *   - JSON (the default): the body is kept as a value and serialised on every request, as a
 *     route that returns an object would;
 *   - bytes (`--bytes`): the very bytes the product sent (compressed as it compressed them, with
 *     its Content-Encoding), kept in a Buffer and sent as they are: the limit of the stack.
 *
 * With `--headers` the bytes route also sends every header the product sent (but those Node
 * writes itself: the date, the length, the connection's): what the product's header set costs
 * the stack alone (hook-instructions.mjs). With `--logged` it logs each request as Fastify does by
 * default: the yardstick of a product that writes a line per request (issue 55, item 7).
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const captured = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const sendsBytes = process.argv.includes('--bytes');
const sendsHeaders = process.argv.includes('--headers');
const nodesOwn = new Set([
  'date',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);
const headersOf = (c) =>
  Object.fromEntries(Object.entries(c.headers ?? {}).filter(([name]) => !nodesOwn.has(name)));
// A read sent as a POST body (the library's filters) is told apart by that body.
const keyOf = (method, url, body) =>
  `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
const answers = new Map(
  captured.map((c) => [
    keyOf(c.method, c.path, c.requestBody),
    {
      ...c,
      bytes: c.wire ? Buffer.from(c.wire, 'base64') : Buffer.from(c.body),
      headers: headersOf(c),
    },
  ]),
);
// With `--logged`, Fastify's own request logging: pino at info, two lines a request (incoming and
// completed), written to /dev/null as the product's are under the benchmark.
const logged = process.argv.includes('--logged');
const app = Fastify({ logger: logged ? { level: 'info', file: '/dev/null' } : false });

app.get('/ready', async () => 'ok');
const routes = new Set(captured.map((c) => `${c.method} ${c.path.split('?')[0]}`));
for (const route of routes) {
  const [method, url] = route.split(' ');
  app.route({
    method,
    url,
    handler: async (req, reply) => {
      const c = answers.get(keyOf(method, req.url, req.body ?? undefined));
      if (!c) return reply.status(404).send();
      reply.status(c.status).type(c.contentType);
      if (sendsBytes) {
        if (sendsHeaders) reply.headers(c.headers);
        else if (c.encoding) reply.header('content-encoding', c.encoding);
        return reply.send(c.bytes);
      }
      // Sent as the parsed value, so Fastify serialises it on every request, as a plain route would.
      return reply.send(c.contentType.includes('json') ? JSON.parse(c.body) : c.body);
    },
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
