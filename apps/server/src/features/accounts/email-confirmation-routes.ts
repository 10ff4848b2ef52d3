import { z } from 'zod';
import { confirmEmailBodySchema, emailConfirmationTexts } from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired, noLogin } from '../../platform/http/openapi.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import type { AccountsService } from './service.ts';

const tags = ['accounts'];

/** Confirming a new address with the link mailed to it, and mailing another link. */
export function emailConfirmationRoutes(app: RouteApp, accounts: AccountsService): void {
  app.post(
    '/api/user/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the link mailed to it',
        security: noLogin,
        body: confirmEmailBodySchema,
        response: answers(z.string()),
      },
    },
    async (req) => {
      await accounts.confirmEmail(req.body.token);
      return ok(emailConfirmationTexts.confirmed);
    },
  );

  app.post(
    '/api/user/confirm-email/resend',
    {
      schema: {
        tags,
        summary: "Mail another link to confirm the logged-in person's e-mail address",
        security: loginRequired,
        response: answers(z.string()),
      },
    },
    async (req) => ok(await accounts.resendConfirmation(requireUser(req))),
  );
}
