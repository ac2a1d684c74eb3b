import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CREDENTIAL_TYPES } from '../../../common/schemas/credentials';
import { users } from './auth';

/**
 * Named secrets of one user (the credentials module). The secret fields are one AES-256-GCM value sealed
 * with the row's id as additional data (`secret`, under the key `key_id`); the fields that are not secret
 * and a short hint per secret field are kept in clear for the list.
 */
export const credentials = pgTable(
  'credentials',
  {
    /** Chosen before sealing: it is the sealed value's additional data. */
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: CREDENTIAL_TYPES }).notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    hints: jsonb('hints').$type<Record<string, string | null>>().notNull(),
    keyId: text('key_id').notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('credentials_owner_name_idx').on(t.ownerId, t.name)],
);
