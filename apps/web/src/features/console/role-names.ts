import type { ConsoleRole } from '@jetsweat/contract';

/** How each role is named on the console's screens. */
export const roleNames: Record<ConsoleRole, string> = {
  staff: 'JetSweat staff',
  admin: 'Studio admin',
  instructor: 'Instructor',
};
