// API_DOCS=off stops serving the documentation page and its JSON; the document is still built.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { API_DOCS: 'off' } });
});
afterAll(() => t.close());

it('serves neither /api/docs nor its JSON with API_DOCS=off, and still builds the document', async () => {
  for (const url of ['/api/docs', '/api/docs/json']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(404);
  }
  expect(Object.keys(t.app.swagger().paths ?? {}).length).toBeGreaterThan(50);
});
