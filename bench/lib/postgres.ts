import pg from 'pg';

/** One statement on the PostgreSQL server itself (creating or dropping a benchmark's own database). */
export async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
