import { z } from 'zod';

/** POST /api/user/confirm-email: the token of the link mailed to the address. */
export const confirmEmailBodySchema = z.object({ token: z.string().min(10).max(200) });
