import { z } from 'zod';
import { ACCOUNT_NAME_MAX, EMAIL_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PROFILE_BLOOD_GROUPS, ROLES, ASSIGNABLE_ROLES } from './limits.js';
import { messages } from './messages.js';
import { phoneNumber, says } from './fields.js';

const trimmed = (max: number) => z.string().trim().max(max, says('account.atMostCharacters', { max }));

const emailSchema = z
  .string(says('account.emailRequired'))
  .trim()
  .toLowerCase()
  .min(1, says('account.emailRequired'))
  .max(EMAIL_MAX, says('account.emailTooLong'))
  .pipe(z.email(says('account.emailInvalid')));

/** A new password (sign-up, reset). Sign-in accepts any non-empty password so old accounts can still log in. */
export const newPasswordSchema = z
  .string(says('account.passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, { error: messages.passwordMinimum })
  .max(PASSWORD_MAX_LENGTH, says('account.passwordTooLong', { max: PASSWORD_MAX_LENGTH }));

const nameSchema = z
  .string(says('account.nameRequired'))
  .trim()
  .min(1, says('account.nameRequired'))
  .max(ACCOUNT_NAME_MAX, says('account.nameTooLong', { max: ACCOUNT_NAME_MAX }));

const roleSchema = z.enum(ROLES, says('account.roleChoice'));

export const signupBody = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** Sent by the legacy client; ignored: sign-up always makes a passenger. */
  role: z.unknown().optional(),
});
export type SignupBody = z.infer<typeof signupBody>;

/** An admin creating another admin account. */
export const adminBody = z.object({ name: nameSchema, email: emailSchema, password: newPasswordSchema });

export const signinBody = z.object({
  email: z.string(says('account.emailRequired')).trim().toLowerCase().min(1, says('account.emailRequired')).max(254),
  password: z.string(says('account.passwordRequired')).min(1, says('account.passwordRequired')).max(PASSWORD_MAX_LENGTH),
  /** The second factor of an account that has one: a 6-digit authenticator code or a recovery code. */
  totp: z.string(says('auth.codeText')).trim().max(20, says('auth.codeTooLong')).optional(),
});
export type SigninBody = z.infer<typeof signinBody>;

export const forgotPasswordBody = z.object({ email: emailSchema });

export const updatePasswordBody = z.object({
  token: z.string(says('account.resetTokenMissing')).min(1, says('account.resetTokenMissing')).max(200),
  email: z.union([emailSchema, z.null()]).optional(),
  password: newPasswordSchema,
});

const phone = phoneNumber();

/** Fields a user may change on a profile. Email, role and password are not among them. */
export const profileFields = z.object({
  name: nameSchema,
  personalPhoneNumber: phone,
  secondaryPhoneNumber: phone,
  nationalId: trimmed(30).regex(/^[0-9A-Za-z\-\s]*$/, says('account.nationalIdCharacters')),
  presentAddress: trimmed(300),
  permanentAddress: trimmed(300),
  /** A data URL of a new image, the URL of the current one, or '' to remove it. */
  profileImage: z.string().max(8_000_000, says('account.imageTooLarge')),
  bloodGroup: z.union([z.enum(PROFILE_BLOOD_GROUPS, says('account.bloodGroup')), z.literal('')]),
});

export const userUpdateBody = profileFields.partial().extend({ _id: z.string().max(64).optional() });
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const roleChangeBody = z.object({ role: z.enum(ASSIGNABLE_ROLES, says('account.roleChoice')) });

export const idQuery = z.object({ id: z.string(says('field.idRequired')).min(1, says('field.idRequired')).max(64) });

export const sessionUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const userSchema = sessionUser.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
  personalPhoneNumber: z.string(),
  secondaryPhoneNumber: z.string(),
  nationalId: z.string(),
  presentAddress: z.string(),
  permanentAddress: z.string(),
  profileImage: z.string(),
  bloodGroup: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const signinResponse = z.union([
  z.object({ token: z.string(), user: sessionUser }),
  /** The password was right; the account has a second factor: send it again with `totp`. */
  z.object({ totpRequired: z.literal(true), message: z.string() }),
]);
/** POST /api/users/me/totp: without `code` starts an enrolment (secret and QR); with it, confirms it. */
export const totpEnrolBody = z.object({
  code: z.string(says('auth.enrolCodeText')).trim().regex(/^\d{6}$/, says('auth.enrolCodeShape')).optional(),
});
export type SigninResponse = z.infer<typeof signinResponse>;

/** GET /api/auth/providers: which sign-in providers this site offers besides e-mail (Google when configured; Facebook never yet). */
export const signInProviders = z.object({ google: z.boolean(), facebook: z.boolean() });
export type SignInProviders = z.infer<typeof signInProviders>;
/** POST /api/auth/google/session: the session a Google sign-in just made in this browser (its token and user). */
export const googleSessionResponse = z.object({ token: z.string(), user: sessionUser });

/** The name and e-mail of an account, as other domains' forms take them (an agency's users). */
export const accountNameSchema = nameSchema;
export const accountEmailSchema = emailSchema;
