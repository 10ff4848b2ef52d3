import { zodResolver } from '../../lib/zod-resolver.ts';
import {
  loginFormSchema,
  newPasswordFormSchema,
  partnerSignupFormSchema,
  profileFormSchema,
  resetRequestFormSchema,
  signupFormSchema,
} from '@jetsweat/contract';

/**
 * The accounts forms' resolvers over the contract's form schemas. zod comes with them, so this
 * module is its own chunk, fetched when a person starts filling a form in (lib/forms.ts
 * useLazyResolver): the public sign-up and login pages' first load stays without zod.
 */
export const signupPageResolver = zodResolver(signupFormSchema('page'));
export const signupModalResolver = zodResolver(signupFormSchema('modal'));
export const partnerSignupResolver = zodResolver(partnerSignupFormSchema);
export const newPasswordResolver = zodResolver(newPasswordFormSchema);
export const loginResolver = zodResolver(loginFormSchema);
export const resetRequestResolver = zodResolver(resetRequestFormSchema);
export const profileResolver = zodResolver(profileFormSchema);
