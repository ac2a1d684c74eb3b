/** Answers of the admin API (/api/admin): overview counts, the user list and recent feedback. */
import { z } from 'zod';
import { tokenDistributionSchema, userRoleSchema } from './auth';
import { feedbackEntrySchema } from './feedback';

/** The overview's analytics window. */
export const ADMIN_ANALYTICS_DAYS = 7;

export const adminOverviewSchema = z.object({
  users: z.number().int(),
  admins: z.number().int(),
  /** Sessions neither revoked nor expired. */
  sessionsActive: z.number().int(),
  feedback: z.number().int(),
  analyticsEvents: z.object({
    days: z.number().int(),
    since: z.string().datetime(),
    total: z.number().int(),
    /** Most frequent first. */
    byType: z.array(z.object({ eventType: z.string(), count: z.number().int() })),
  }),
  signupBonus: tokenDistributionSchema,
  generatedAt: z.string().datetime(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const ADMIN_USERS_PAGE_DEFAULT = 25;
export const ADMIN_USERS_PAGE_MAX = 100;
/** A user-list cursor: the creation time (ms) and id of the last user of the previous page. */
export const ADMIN_USERS_CURSOR_PATTERN =
  /^\d{1,15}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const adminUsersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_MAX).optional(),
  before: z.string().regex(ADMIN_USERS_CURSOR_PATTERN, 'That user-list cursor is not valid.').optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: userRoleSchema,
  createdAt: z.string().datetime(),
  lastSignInAt: z.string().datetime().nullable(),
  /** Whole AIZ as an exact decimal string. */
  aizBalance: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  /** Newest first. */
  users: z.array(adminUserSchema),
  /** Pass as `before` for the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const ADMIN_FEEDBACK_DEFAULT = 20;
export const ADMIN_FEEDBACK_MAX = 100;

export const adminFeedbackQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_FEEDBACK_MAX).optional(),
});

export const adminFeedbackSchema = z.object({
  /** Newest first. */
  feedback: z.array(feedbackEntrySchema),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;
