import '@testing-library/jest-dom/vitest';
import type { ReactElement, ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  subscriptionSummarySchema,
  userSchema,
  whitelabelStudioSchema,
  type User,
} from '@jetsweat/contract';
import { AppProviders } from '../app/providers.tsx';
import { SiteProvider } from '../app/site-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { writeSession } from '../lib/storage.ts';
import { answer, server } from './server.ts';

/**
 * Web component tests (file docblock `// @vitest-environment happy-dom`) render through here: the
 * app's own providers (query cache, session, site) inside a router, and the HTTP stand-in of
 * server.ts listening. A call the test did not answer fails it.
 */
// Node's own web storage (undefined without --localstorage-file) hides the DOM's: the page gets
// storage of its own, emptied after each test.
for (const name of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(globalThis, name, { value: new Storage(), configurable: true });
}

// happy-dom's lists have no `size` (the DOM's default is 0). react-hook-form reads it to tell a
// list the person changed before the form was ready from one to set to its default value; without
// it every list is taken as changed and shows its first choice.
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

/** Any other page the component sends the person to: it says where it is. */
function OtherPage() {
  const { pathname, search } = useLocation();
  return <p>Page {pathname + search}</p>;
}

export interface RenderOptions {
  /** The address the component is rendered at (its route's pattern is `route`, default the same). */
  path?: string;
  route?: string;
  /** The person signed in (their token stored, /api/user/me answering them); nobody by default. */
  signedInAs?: User;
}

export const TEST_TOKEN = 'test-token';

/** Renders `ui` as a page of the app; answers Testing Library's queries and a user-event `user`. */
export function renderPage(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', route = path, signedInAs } = options;
  const client = createQueryClient();
  server.use(
    http.get('/api/studio/listWhitelabels', () => answer(whitelabelStudioSchema.array(), [])),
  );
  if (signedInAs) {
    writeSession({ token: TEST_TOKEN, user: signedInAs });
    server.use(
      http.get('/api/user/me', () => answer(userSchema, signedInAs)),
      http.get('/api/user/subscription', () =>
        answer(subscriptionSummarySchema, signedInAs.subscription),
      ),
    );
  }
  const user = userEvent.setup();
  // A wrapper, so that `rerender` with new props keeps the providers and the page's state.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SiteProvider>
          <Routes>
            <Route path={route} element={children} />
            <Route path="*" element={<OtherPage />} />
          </Routes>
        </SiteProvider>
      </MemoryRouter>
    </AppProviders>
  );
  const rendered = render(ui, { wrapper });
  return { user, client, ...rendered };
}

/**
 * A deferred form (lib/deferred-form.tsx) shows plain markup until the person reaches into it:
 * clicks the field labelled `label` and waits for the working form to take the markup's place.
 */
export async function reachInto(user: UserEvent, label: string) {
  const plain = screen.getByLabelText(label);
  await user.click(plain);
  await waitFor(() => expect(screen.getByLabelText(label)).not.toBe(plain));
}
