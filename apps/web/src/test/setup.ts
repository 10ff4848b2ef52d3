/**
 * Runs before every web test file (vitest.config.ts, project "web"). The files share one module
 * graph per worker, so what each file needs afresh is registered here: a module they import runs
 * once per worker, and a hook it registered would serve only the first file.
 *
 * Component tests (file docblock `// @vitest-environment happy-dom`) get the page's own storage,
 * the HTTP stand-in of server.ts listening (a call the test did not answer fails it), and a clean
 * page, storage and stand-in after each test. Files without a page get nothing.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  const { server } = await import('./server.ts');

  // Node's own web storage (undefined without --localstorage-file) hides the DOM's: the page gets
  // storage of its own, emptied after each test.
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(globalThis, name, { value: new Storage(), configurable: true });
  }

  // happy-dom's lists have no `size` (the DOM's default is 0). react-hook-form reads it to tell a
  // list the person changed before the form was ready from one to set to its default value;
  // without it every list is taken as changed and shows its first choice.
  if (document.createElement('select').size === undefined) {
    Object.defineProperty(HTMLSelectElement.prototype, 'size', {
      configurable: true,
      get(this: HTMLSelectElement) {
        return Number(this.getAttribute('size') ?? 0);
      },
      set(this: HTMLSelectElement, value: number) {
        this.setAttribute('size', String(value));
      },
    });
  }

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
}
