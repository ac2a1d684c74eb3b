import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
/** Letters, digits, dot, dash and underscore; must start with a letter or digit. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .email('Enter a valid e-mail address.')
  .transform((e) => e.toLowerCase());

export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a username for your account.')
  .min(USERNAME_MIN, `Usernames have at least ${USERNAME_MIN} characters.`)
  .max(USERNAME_MAX, `Usernames have at most ${USERNAME_MAX} characters.`)
  .regex(
    USERNAME_PATTERN,
    'Usernames use letters, digits, dots, dashes and underscores, and start with a letter or digit.',
  );

export const VERIFICATION_TYPES = ['signin', 'signup'] as const;
export const verificationTypeSchema = z.enum(VERIFICATION_TYPES);
export type VerificationType = z.infer<typeof verificationTypeSchema>;

export const sendVerificationSchema = z
  .object({
    email: emailSchema,
    type: verificationTypeSchema,
    /** Sign-up only: checked for availability before a code is sent. */
    username: usernameSchema.optional(),
  })
  .refine((v) => v.type !== 'signup' || v.username !== undefined, {
    path: ['username'],
    message: 'Please enter a username for your account.',
  });
export type SendVerificationPayload = z.input<typeof sendVerificationSchema>;

export const sendVerificationResponseSchema = z.object({
  expiresAt: z.string().datetime(),
});

export const verifyCodeSchema = z
  .object({
    email: emailSchema,
    code: z
      .string()
      .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'Please enter the 6-digit verification code.'),
    type: verificationTypeSchema,
    username: usernameSchema.optional(),
  })
  .refine((v) => v.type !== 'signup' || v.username !== undefined, {
    path: ['username'],
    message: 'Please enter a username for your account.',
  });
export type VerifyCodePayload = z.input<typeof verifyCodeSchema>;

/** Every role an account can have; the database column takes its values from here too. */
export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** The user as read by the client (SPEC §3), plus role and creation time. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** Whole AIZ, as a decimal string (exact; the ledger keeps base units). */
  aizBalance: z.string(),
  subscription: z.string(),
  role: userRoleSchema,
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const verifyCodeResponseSchema = z.object({
  isNewUser: z.boolean(),
  user: publicUserSchema,
  /** The session token, for clients that send it as a bearer token (kept under storage key `token`). */
  token: z.string(),
  /** Sign-up only: whether the signup bonus was granted (false once the pool is exhausted). */
  bonusGranted: z.boolean().optional(),
});
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponseSchema>;

export const tokenDistributionSchema = z.object({
  bonusAmount: z.number(),
  limit: z.number(),
  granted: z.number(),
  remaining: z.number(),
});
export type TokenDistribution = z.infer<typeof tokenDistributionSchema>;
