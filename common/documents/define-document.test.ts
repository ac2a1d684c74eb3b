import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DocumentLoadError, DocumentTooNew, defineDocument } from './define-document';

// A made-up document with a history: v0 had `title`, v1 renamed it to `name`, v2 added `tags`.
const note = defineDocument({
  name: 'note',
  version: 2,
  schema: z.object({ name: z.string(), tags: z.array(z.string()) }),
  migrations: [
    { to: 1, description: 'title → name', up: ({ title, ...rest }) => ({ ...rest, name: title }) },
    { to: 2, description: 'tags, empty', up: (doc) => ({ ...doc, tags: [] }) },
  ],
});

describe('defineDocument', () => {
  it('loads unversioned legacy data as version 0 and runs every migration', () => {
    expect(note.load({ title: 'Plan' })).toEqual({ name: 'Plan', tags: [] });
  });

  it('runs only the migrations after the stored version', () => {
    expect(note.load({ schemaVersion: 1, name: 'Plan' })).toEqual({ name: 'Plan', tags: [] });
    expect(note.load({ schemaVersion: 2, name: 'Plan', tags: ['a'] })).toEqual({ name: 'Plan', tags: ['a'] });
  });

  it('refuses a document saved by a newer version, saying so', () => {
    expect(() => note.load({ schemaVersion: 3, name: 'Plan', tags: [] })).toThrow(DocumentTooNew);
    expect(() => note.load({ schemaVersion: 3 })).toThrow(
      /schemaVersion 3, but this version of the app reads up to 2/,
    );
  });

  it('refuses what is not a document, or a version that is not a whole number', () => {
    for (const raw of [
      null,
      'x',
      [],
      { schemaVersion: 1.5 },
      { schemaVersion: '1' },
      { schemaVersion: -1 },
    ]) {
      expect(() => note.load(raw)).toThrow(DocumentLoadError);
    }
  });

  it('refuses a migrated document that does not fit the current schema', () => {
    expect(() => note.load({ schemaVersion: 2, name: 7, tags: [] })).toThrow(/note \(version 2\)/);
  });

  it('saves with the current version', () => {
    expect(note.save({ name: 'Plan', tags: [] })).toEqual({ schemaVersion: 2, name: 'Plan', tags: [] });
    expect(note.load(note.save({ name: 'Plan', tags: ['x'] }))).toEqual({ name: 'Plan', tags: ['x'] });
  });

  it('refuses a migration list that does not lead, in order, to the version', () => {
    const schema = z.object({});
    expect(() => defineDocument({ name: 'x', version: 1, schema, migrations: [] })).toThrow(/one migration/);
    expect(() =>
      defineDocument({
        name: 'x',
        version: 1,
        schema,
        migrations: [{ to: 2, description: '', up: (d) => d }],
      }),
    ).toThrow(/one migration/);
  });
});
