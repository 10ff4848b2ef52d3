import type { ReactElement, ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect } from 'vitest';
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
 * app's own providers (query cache, session, site) inside a router, with the HTTP stand-in of
 * server.ts, which setup.ts starts for each file and resets after each test.
 */

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
