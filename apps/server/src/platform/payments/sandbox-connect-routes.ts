import { z } from 'zod';
import { notFound } from '../http/errors.ts';
import { escapeHtml } from '../http/web.ts';
import type { RouteApp } from '../http/route-app.ts';
import type { SandboxGateway } from './sandbox.ts';

/**
 * In sandbox mode, the stand-in for Stripe's hosted Connect onboarding: the link an account's
 * AccountLink names opens a page of the product, and its button marks the account onboarded
 * (payouts enabled) and goes back where the link said. The link's token, single-use and
 * expiring, decides; no login.
 */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1f5f8b;color:#fff;cursor:pointer}p.note{color:#555}</style>
</head><body><main>${body}</main></body></html>`;

/** A link unknown, used or expired: the console makes a new one. */
const expiredLink =
  'This payout account set-up link has expired. Go back to the console and start the set-up again.';

const tokenParams = z.object({ token: z.string().min(1).max(100) });
const hidden = { hide: true, tags: ['payments sandbox'] };

export async function sandboxConnectRoutes(app: RouteApp, sandbox: SandboxGateway): Promise<void> {
  await app.register(async (forms) => {
    // The page's button posts an empty HTML form.
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );
    forms.get(
      '/api/sandbox/connect/onboarding/:token',
      { schema: { ...hidden, params: tokenParams } },
      async (req, reply) => {
        const { token } = req.params as z.infer<typeof tokenParams>;
        const onboarding = await sandbox.onboardingOf(token);
        if (!onboarding) throw notFound(expiredLink);
        reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
        return page(
          'Set up payouts (test mode)',
          `<h1>Set up payouts</h1>
<p>This is JetSweat's test mode standing in for Stripe's onboarding form: no bank details are asked for and no money moves.</p>
<p class="note">Account ${escapeHtml(onboarding.accountId)}</p>
<form method="post"><button type="submit">Finish payout account set-up</button></form>`,
        );
      },
    );
    forms.post(
      '/api/sandbox/connect/onboarding/:token',
      { schema: { ...hidden, params: tokenParams } },
      async (req, reply) => {
        const { token } = req.params as z.infer<typeof tokenParams>;
        const back = await sandbox.completeOnboarding(token);
        if (!back) throw notFound(expiredLink);
        return reply.redirect(back, 303);
      },
    );
  });
}
