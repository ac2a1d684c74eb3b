/** `npm run credentials:rotate [-- --new-key]`: see rotate-credentials.ts. Exits 1 when a credential stays under an old key. */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { rotateCredentials, rotationSummary } from './rotate-credentials';

async function main(argv: readonly string[]): Promise<number> {
  const unknown = argv.filter((a) => a !== '--new-key');
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown[0]}. Usage: npm run credentials:rotate [-- --new-key]`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const result = await rotateCredentials(database.db, process.env, { newKey: argv.includes('--new-key') });
    for (const line of rotationSummary(result)) console.log(line);
    return result.unreadable.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
