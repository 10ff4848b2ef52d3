import { zodResolver } from '../../lib/zod-resolver.ts';
import { scheduleClassFormSchema, scheduleProgramFormSchema } from '@jetsweat/contract';

/**
 * The scheduling forms' resolvers over the contract's form schemas. zod comes with them, so this
 * module is its own chunk, fetched when a member starts filling a form in (lib/forms.ts
 * useLazyResolver): the class and program pages' first load stays without zod.
 */
export const scheduleClassResolver = zodResolver(scheduleClassFormSchema);
export const scheduleProgramResolver = zodResolver(scheduleProgramFormSchema);
