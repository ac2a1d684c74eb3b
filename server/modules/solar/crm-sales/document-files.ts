/** Where a deal's document bytes live: DATA_DIR/crm/<document id>, written once, never changed. */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NotFound } from '../../../lib/errors';

export function documentPath(dataDir: string, id: string): string {
  return path.join(dataDir, 'crm', id);
}

export async function writeDocumentFile(dataDir: string, id: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.join(dataDir, 'crm'), { recursive: true });
  await writeFile(documentPath(dataDir, id), bytes, { flag: 'wx', mode: 0o600 });
}

/** The bytes; 404 when the file is gone from disk (a restore without the data folder). */
export async function readDocumentFile(dataDir: string, id: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(documentPath(dataDir, id)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new NotFound("The document's file is missing from the server's storage.");
    throw error;
  }
}

export async function removeDocumentFile(dataDir: string, id: string): Promise<void> {
  await rm(documentPath(dataDir, id), { force: true });
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
