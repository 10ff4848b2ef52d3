import { accountTexts, emailSchema } from '@jetsweat/contract';
import { badRequest } from '../../platform/http/errors.ts';

/** An e-mail address in the form kept and compared (trimmed, lower case), or a 400. */
export function checkedEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw badRequest(accountTexts.invalidEmail);
  return parsed.data;
}
