// react-hook-form's resolver over the contract's zod schemas: the values parsed, and each field's
// first issue as its error, nested by its path (`root.missing` is errors.root.missing). Kept here
// rather than taken from @hookform/resolvers, whose optional peers (every schema library) drew a
// test tool's valibot, and TypeScript behind it, into the server's production install
// (docs/decisions/0116-lighter-install.md).
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What a field shows for an issue: for a union, its first alternative's own issue. */
function shown(issue: z.core.$ZodIssue): { message: string; type: string } {
  const inner = issue.code === 'invalid_union' ? issue.errors[0]?.[0] : undefined;
  return { message: (inner ?? issue).message, type: (inner ?? issue).code };
}

/** A zod schema (classic or mini) of a form's values, parsed by its own method. */
type FormSchema = z.core.$ZodType<FieldValues, FieldValues> & {
  safeParseAsync(
    data: unknown,
  ): Promise<
    { success: true; data: FieldValues } | { success: false; error: { issues: z.core.$ZodIssue[] } }
  >;
};

/** A resolver giving the form the schema's output when the values pass, else the errors. */
export function zodResolver<Schema extends FormSchema>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as z.output<Schema>, errors: {} };
    const errors: FieldErrors<z.input<Schema>> = {};
    const named = new Set<string>();
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      if (named.has(name)) continue;
      named.add(name);
      set(errors, name, { ...shown(issue), ref: options.fields[name]?.ref });
    }
    return { values: {}, errors };
  };
}
