import { useState } from 'react';
import type { FieldPath, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { errorMessage } from './api.ts';

/**
 * One form style (docs/decisions/0010-one-form-style.md): react-hook-form with a zod resolver over
 * the contract's form schema; the server's answer to a submission is the form's root error, shown
 * above it.
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
 * A resolver whose schema (and the zod it needs) is its own chunk, so a public page's first load
 * does not carry it: `warm()` starts the download (forms call it when a field is first focused),
 * and the first check waits for it if it has not arrived. Answers the resolver and `warm`.
 */
export function useLazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<any, any, any>>,
): { resolver: Resolver<T>; warm: () => void } {
  const [lazy] = useState(() => {
    let pending: Promise<Resolver<T>> | null = null;
    const get = () =>
      (pending ??= (load() as Promise<Resolver<T>>).catch((err: unknown) => {
        pending = null;
        throw err;
      }));
    const resolver: Resolver<T> = async (values, context, options) =>
      (await get())(values, context, options);
    return { resolver, warm: () => void get().catch(() => undefined) };
  });
  return lazy;
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
