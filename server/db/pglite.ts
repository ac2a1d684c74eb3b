/**
 * The one way to make a PGlite: with the extensions the migrations need (pg_trgm, for the marketplace's
 * typo-tolerant search; 0032_marketplace.sql creates it). PostgreSQL ships them as contrib; PGlite loads
 * each one it is given here, so every embedded database (the app's, the tests', their snapshot) opens
 * through this.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export function newPGlite(dataDir?: string, options: Omit<PGliteOptions, 'dataDir'> = {}): PGlite {
  return new PGlite({
    ...options,
    ...(dataDir === undefined ? {} : { dataDir }),
    extensions: { ...options.extensions, pg_trgm },
  });
}
