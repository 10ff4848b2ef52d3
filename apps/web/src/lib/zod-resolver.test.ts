import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { zodResolver } from './zod-resolver.ts';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError' as const,
};

describe('zodResolver', () => {
  const schema = z
    .object({
      email: z.string().check(z.minLength(1, 'Enter your e-mail'), z.email('Not an e-mail')),
      age: z.pipe(
        z.string(),
        z.transform((s) => Number(s)),
      ),
      contact: z.union([z.literal('mail'), z.literal('phone')], { error: 'Choose one' }),
    })
    .check(
      z.refine((v) => v.email !== 'taken@example.com', {
        message: 'Fill in every field',
        path: ['root', 'missing'],
      }),
    );
  const resolve = zodResolver(schema);

  it("gives the schema's output when the values pass", async () => {
    const result = await resolve(
      { email: 'a@b.co', age: '42', contact: 'mail' },
      undefined,
      options,
    );
    expect(result).toEqual({ values: { email: 'a@b.co', age: 42, contact: 'mail' }, errors: {} });
  });

  it("gives each field its first issue, nested by the issue's path", async () => {
    const result = await resolve(
      { email: '', age: '1', contact: 'fax' as 'mail' },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { message: 'Enter your e-mail', type: 'too_small', ref: undefined },
      contact: expect.objectContaining({ message: expect.any(String) }),
    });
    const form = await resolve(
      { email: 'taken@example.com', age: '1', contact: 'mail' },
      undefined,
      options,
    );
    expect(form.errors).toEqual({
      root: { missing: { message: 'Fill in every field', type: 'custom', ref: undefined } },
    });
  });
});
