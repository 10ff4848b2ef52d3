import type {
  ActivityLevel,
  BoardDisplay,
  Gender,
  LiveReminderMinutes,
  User,
  UserInfo,
} from '@jetsweat/contract';
import { accountTexts, birthdayProblem, easternDay } from '@jetsweat/contract';
import { isUniqueViolation } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { recordProductEvent } from '../product-events/service.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
} from '../../platform/http/errors.ts';
import { studioRecords, type StudioRecord } from '../studios/service.ts';
import { knownDevices } from './known-devices.ts';
import { createEmailConfirmation, type EmailConfirmation } from './email-confirmation.ts';
import { createLoginGuard } from './login-guard.ts';
import { chooseNewPassword, requestPasswordReset } from './password-reset.ts';
import { refuseWeakPassword } from './password-rules.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { closeSession, openSession } from './session-store.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isInternalUser,
  updateProfile,
} from './store.ts';
import { userView } from './user-view.ts';

// What the demo data (src/demo) uses of this feature: it reaches features only through their services.
export { hashPassword } from './passwords.ts';
export { demoAccounts, seedDemoAccounts } from './seed-demo.ts';
export { findUserByEmail, findUserIdsByEmails, insertSeededUsers, updateProfile } from './store.ts';

export type RegisterKind =
  | { kind: 'general' }
  | { kind: 'studio'; studioName: string }
  | { kind: 'partner'; partnerToken: string };

/**
 * Where a request came from: the client's address, the studio whose site it reached, and the
 * device token its browser carries (see known-devices.ts), if any.
 */
export interface RequestSite {
  address: string;
  siteStudioId: number | null;
  deviceToken?: string;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  birthday?: string | null;
  weight?: number | null;
  gender?: User['gender'];
  activityLevel?: ActivityLevel | null;
  maxHeartRate?: number | null;
  leaderboardShow?: BoardDisplay | null;
}

type LoginGuard = ReturnType<typeof createLoginGuard>;

async function studioOrFail(db: Deps['db'], name: string): Promise<StudioRecord> {
  const studio = await studioRecords.byName(db, name);
  if (!studio) throw notFound(accountTexts.unknownStudio);
  return studio;
}

/** Creates the account and its first session in one transaction; answers the session token. */
async function register(
  deps: Deps,
  info: UserInfo,
  how: RegisterKind,
  confirmation: EmailConfirmation,
): Promise<{ authToken: string }> {
  const { clock, config, db } = deps;
  // The terms' age, on the server's own Eastern Time day (the profile asks the same).
  const tooYoung = info.birthday && birthdayProblem(info.birthday, easternDay(clock.now()));
  if (tooYoung) throw badRequest(tooYoung);
  const studio = how.kind === 'studio' ? await studioOrFail(db, how.studioName) : undefined;
  await refuseWeakPassword(info.password, {
    email: info.email,
    firstName: info.firstName,
    lastName: info.lastName,
    studioNames: studio ? [studio.name, studio.short_name] : [],
  });
  const passwordHash = await hashPassword(info.password);
  let created: { userId: number; authToken: string };
  try {
    created = await db.transaction().execute(async (tx) => {
      const userId = await insertUser(tx, {
        email: info.email,
        firstName: info.firstName,
        lastName: info.lastName,
        passwordHash,
        studioId: studio?.id ?? null,
        accountType: studio ? 'studio' : 'general',
        accessType: how.kind === 'partner' ? 'gympass' : null,
        partnerToken: how.kind === 'partner' ? how.partnerToken : null,
        birthday: info.birthday ?? null,
      });
      return { userId, authToken: await openSession(tx, userId, clock.now(), config.sessionDays) };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw conflict(accountTexts.emailTaken);
    throw err;
  }
  // The new address gets nothing else until its owner opens this link.
  await confirmation.afterSignUp(created.userId);
  return { authToken: created.authToken };
}

/** Logs in; answers the user with a new session, and the device token the browser is to keep. */
async function login(
  deps: Deps,
  loginGuard: LoginGuard,
  credentials: { email: string; password: string; studioName: string | undefined },
  from: RequestSite,
): Promise<{ user: User; deviceToken: string }> {
  const { clock, config, db } = deps;
  const { email, password, studioName } = credentials;
  if (studioName) await studioOrFail(db, studioName);
  const row = await findUserByEmail(db, email);
  const knownDevice =
    row && (await knownDevices.recognise(db, from.deviceToken, row.id, clock.now()));
  const right = await loginGuard.check({ email, address: from.address, knownDevice }, () =>
    verifyPassword(row?.password_hash, password),
  );
  if (!right || !row) throw unauthorized(accountTexts.badCredentials);
  const deviceToken = await knownDevices.remember(db, from.deviceToken, row.id, clock.now());
  const token = await openSession(db, row.id, clock.now(), config.sessionDays);
  return { user: await userView(db, row, from.siteStudioId, clock.now(), token), deviceToken };
}

/** Ends the session; the log-out is recorded only when the session was still open. */
async function logout(deps: Deps, sessionId: number, userId: number): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    if (await closeSession(tx, sessionId))
      await recordProductEvent(tx, { name: 'log-out', userId }, deps.clock.now());
  });
}

/** The current user as the site the request came to sees them. */
async function me(deps: Deps, userId: number, siteStudioId: number | null): Promise<User> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw unauthorized(accountTexts.notLoggedIn);
  return userView(deps.db, row, siteStudioId, deps.clock.now());
}

async function saveProfile(
  deps: Deps,
  userId: number,
  changes: ProfileChanges,
  claimedUserId: number | undefined,
  siteStudioId: number | null,
): Promise<User> {
  if (claimedUserId !== undefined && claimedUserId !== userId) {
    throw forbidden('You can only change your own profile.');
  }
  // The terms' age, as at sign-up.
  const problem =
    changes.birthday && birthdayProblem(changes.birthday, easternDay(deps.clock.now()));
  if (problem) throw badRequest(problem);
  await updateProfile(deps.db, userId, {
    first_name: changes.firstName,
    last_name: changes.lastName,
    birthday: changes.birthday,
    weight: changes.weight,
    gender: changes.gender,
    activity_level: changes.activityLevel,
    max_heart_rate: changes.maxHeartRate,
    leaderboard_show: changes.leaderboardShow,
  });
  return me(deps, userId, siteStudioId);
}

/** Chooses when booked live classes are reminded by e-mail (0: never); answers the choice. */
async function saveLiveReminders(
  deps: Deps,
  userId: number,
  liveReminderMinutes: LiveReminderMinutes,
): Promise<{ liveReminderMinutes: LiveReminderMinutes }> {
  await updateProfile(deps.db, userId, { live_reminder_minutes: liveReminderMinutes });
  return { liveReminderMinutes };
}

/** What another feature may read of a person. */
export type Person = { id: number; first_name: string; last_name: string };

export function createAccountsService(deps: Deps) {
  const loginGuard = createLoginGuard(deps);
  const confirmation = createEmailConfirmation(deps);
  return {
    register: (info: UserInfo, how: RegisterKind) => register(deps, info, how, confirmation),
    login: (email: string, password: string, studioName: string | undefined, from: RequestSite) =>
      login(deps, loginGuard, { email, password, studioName }, from),
    logout: (sessionId: number, userId: number) => logout(deps, sessionId, userId),
    me: (userId: number, siteStudioId: number | null) => me(deps, userId, siteStudioId),
    saveProfile: (
      userId: number,
      changes: ProfileChanges,
      claimedUserId: number | undefined,
      siteStudioId: number | null,
    ) => saveProfile(deps, userId, changes, claimedUserId, siteStudioId),
    saveLiveReminders: (userId: number, minutes: LiveReminderMinutes) =>
      saveLiveReminders(deps, userId, minutes),
    requestReset: (email: string, from: Omit<RequestSite, 'siteStudioId'>) =>
      requestPasswordReset(deps, email, from, (id) => studioRecords.byId(deps.db, id)),
    /** Answers the device token the browser that chose the password is to keep. */
    chooseNewPassword: (token: string, password: string) =>
      chooseNewPassword(deps, token, password, (id) => studioRecords.byId(deps.db, id)),
    confirmEmail: (token: string) => confirmation.confirm(token),
    resendConfirmation: (userId: number) => confirmation.resend(userId),
    /** Whether the person works for JetSweat (staff-only reads and tools). */
    isStaff: (userId: number) => isInternalUser(deps.db, userId),
    /** A person's id and name, by id or by exact e-mail address (friends show people by these). */
    person: async (by: { id: number } | { email: string }): Promise<Person | undefined> => {
      const row =
        'id' in by ? await findUserById(deps.db, by.id) : await findUserByEmail(deps.db, by.email);
      return row && { id: row.id, first_name: row.first_name, last_name: row.last_name };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;

/** How long before a booked live class each person wants its reminder (schedule's reminders). */
export { liveReminderMinutesOf } from './store.ts';

/** The site a member's links point at (their studio's domain, or PUBLIC_URL). */
export { accountSiteUrl } from './account-site.ts';

/** People's names and addresses by id, read through the caller's handle (the studio console). */
export { findPeopleByIds as peopleByIds, findUserIdsByEmails as peopleByEmails } from './store.ts';

/**
 * Leaderboards (the workouts' on-demand board): how a person shows, as a subquery of another
 * feature's query, and people's names with how they show, read through the caller's handle.
 */
export { findBoardPeople as boardPeopleByIds, leaderboardShowOf } from './store.ts';

/** Friends by name: whether a person's name begins with typed words, as a subquery of friends'. */
export { personNamedFrom } from './store.ts';

/**
 * Whom billing bills and mails, read through the caller's handle: billing is handed this reader
 * when the services are built (services.ts), as billing does not import accounts.
 */
export { findBillingContact as billingContactOf } from './store.ts';

/** Where and how to greet a person in a mail: their address and first name, or undefined. */
export async function mailContactOf(
  db: Deps['db'],
  userId: number,
): Promise<{ email: string; firstName: string } | undefined> {
  const row = await findUserById(db, userId);
  return row && { email: row.email, firstName: row.first_name };
}

/**
 * Who a person is to the schedule's booking rules: their id, kind and own studio, or undefined.
 * Read through the caller's handle, so inside its transaction (a class's lock).
 */
export async function bookingPersonOf(
  db: Deps['db'],
  userId: number,
): Promise<{ id: number; userType: 'member' | 'internal'; studioId: number | null } | undefined> {
  const row = await findUserById(db, userId);
  return row && { id: row.id, userType: row.user_type, studioId: row.studio_id };
}

/**
 * The saved birthday, weight and gender of a person (for their calories) and the maximum heart
 * rate they set (for their heart-rate zones), or undefined.
 */
export async function bodyDetailsOf(
  db: Deps['db'],
  userId: number,
): Promise<
  | {
      birthday: string | null;
      weight: number | null;
      gender: Gender | null;
      maxHeartRate: number | null;
    }
  | undefined
> {
  const row = await findUserById(db, userId);
  return (
    row && {
      birthday: row.birthday,
      weight: row.weight,
      gender: row.gender,
      maxHeartRate: row.max_heart_rate,
    }
  );
}
