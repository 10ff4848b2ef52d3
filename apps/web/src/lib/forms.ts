import type { FieldPath, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { errorMessage } from './api.ts';

/**
 * One form style (see docs/decisions.md): react-hook-form with a zod resolver over the contract's
 * form schema; the server's answer to a submission is the form's root error, shown above it.
 */
export function setServerError<T extends FieldValues>(form: UseFormReturn<T>, err: unknown): void {
  form.setError('root.server', { message: errorMessage(err) });
}

export const serverErrorOf = <T extends FieldValues>(form: UseFormReturn<T>) =>
  form.formState.errors.root?.server?.message ?? null;

/**
 * react-hook-form checks a field again on typing only after a submit; a field already warned
 * must clear as soon as it is right (spec 5), so it is checked again on each change meanwhile.
 */
export function recheckWhileWarned<T extends FieldValues>(
  form: UseFormReturn<T>,
  ...names: FieldPath<T>[]
): () => void {
  return () => {
    for (const name of names) if (form.getFieldState(name).error) void form.trigger(name);
  };
}

/**
 * A resolver whose schema (and the zod it needs) downloads on the first check, so a form that
 * sits on every page, such as the footer's, costs the first load nothing.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let pending: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return (await pending)(values, context, options);
  };
}

/** Only the first problem, as the server reports it: one warning at a time, in field order. */
export function firstProblemOnly<T extends FieldValues>(resolver: Resolver<T>): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const [first] = Object.keys(result.errors);
    if (first === undefined) return result;
    return { values: {}, errors: { [first]: result.errors[first] } as typeof result.errors };
  };
}
