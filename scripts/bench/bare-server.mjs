/**
 * The benchmarks' yardstick: a bare Fastify server answering, at each path (query included),
 * the same JSON the product answered there, with its status and content type (read from the
 * JSON file given as the first argument). The body is kept as a value and serialised on every
 * request, as a route that returns an object would.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const captured = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
// A read sent as a POST body (the library's filters) is told apart by that body.
const keyOf = (method, url, body) =>
  `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
const answers = new Map(captured.map((c) => [keyOf(c.method, c.path, c.requestBody), c]));
const app = Fastify({ logger: false });
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
      // Sent as the parsed value, so Fastify serialises it on every request, as a plain route would.
      const value = c.contentType.includes('json') ? JSON.parse(c.body) : c.body;
      return reply.status(c.status).type(c.contentType).send(value);
    },
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
