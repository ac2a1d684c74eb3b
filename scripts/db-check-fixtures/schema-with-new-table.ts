/** The real schema plus one table no migration creates: what db:check must refuse. */
import { integer, pgTable } from 'drizzle-orm/pg-core';

export * from '../../server/db/schema/index';

export const dbCheckUnmigrated = pgTable('db_check_unmigrated', { id: integer('id').primaryKey() });
