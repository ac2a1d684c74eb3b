/**
 * Versioned saved documents (the tldraw way): every stored JSON document carries `schemaVersion`, and
 * an ordered list of up-migrations brings any older one to the current shape when it is loaded.
 * Unversioned data, as stored before a document had a version, loads as version 0. A document from a
 * newer version of the app is refused, never silently downgraded. Pure: no I/O.
 */
import type { z } from 'zod';

/** A stored document's body, without its `schemaVersion`. */
export type DocumentBody = Record<string, unknown>;

export interface DocumentMigration {
  /** The version this migration produces; migrations are listed in order, 1, 2, 3… */
  to: number;
  /** What changed and why, for the reader of the list. */
  description: string;
  up(previous: DocumentBody): DocumentBody;
}

export interface DocumentDefinition<T extends DocumentBody> {
  /** For error messages: "onboarding preferences", "workflow". */
  name: string;
  /** The current version: the number of migrations. */
  version: number;
  /** The current body (what `load` returns and `save` takes). */
  schema: z.ZodType<T>;
  migrations: readonly DocumentMigration[];
}

export type Stored<T extends DocumentBody> = T & { schemaVersion: number };

export interface VersionedDocument<T extends DocumentBody> {
  readonly name: string;
  readonly version: number;
  /** Any stored version, migrated to the current one and validated. */
  load(raw: unknown): T;
  /** The current body, validated and stamped with the current version, ready to store. */
  save(value: T): Stored<T>;
}

export class DocumentLoadError extends Error {
  override name = 'DocumentLoadError';
}

/** The document was written by a newer version of the app than this one. */
export class DocumentTooNew extends DocumentLoadError {
  override name = 'DocumentTooNew';
}

export function defineDocument<T extends DocumentBody>(
  definition: DocumentDefinition<T>,
): VersionedDocument<T> {
  const { name, version, schema, migrations } = definition;
  if (migrations.length !== version || migrations.some((m, i) => m.to !== i + 1)) {
    throw new Error(
      `${name}: version ${version} needs one migration to each version from 1 to ${version}, in order.`,
    );
  }
  return {
    name,
    version,
    load(raw) {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        throw new DocumentLoadError(`${name}: a stored document must be a JSON object.`);
      }
      const { schemaVersion = 0, ...body } = raw as DocumentBody;
      if (typeof schemaVersion !== 'number' || !Number.isInteger(schemaVersion) || schemaVersion < 0) {
        throw new DocumentLoadError(
          `${name}: schemaVersion must be a whole number, not ${String(schemaVersion)}.`,
        );
      }
      if (schemaVersion > version) {
        throw new DocumentTooNew(
          `${name}: this document has schemaVersion ${schemaVersion}, but this version of the app reads up to ${version}. It was saved by a newer version; it is left as it is.`,
        );
      }
      const current = migrations.slice(schemaVersion).reduce((doc, m) => m.up(doc), body);
      const parsed = schema.safeParse(current);
      if (!parsed.success) {
        throw new DocumentLoadError(`${name} (version ${schemaVersion}): ${parsed.error.issues[0]?.message}`);
      }
      return parsed.data;
    },
    save(value) {
      return { schemaVersion: version, ...schema.parse(value) };
    },
  };
}
