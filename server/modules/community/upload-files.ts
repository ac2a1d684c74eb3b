/** Where uploaded images' bytes live: DATA_DIR/community/<upload id>, written once and never changed. */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_DIR = 'community';
export const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function uploadPath(dataDir: string, id: string): string {
  if (!UPLOAD_ID.test(id)) throw new Error(`not an upload id: ${id}`);
  return path.join(dataDir, UPLOADS_DIR, id);
}

export async function writeUploadFile(dataDir: string, id: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.join(dataDir, UPLOADS_DIR), { recursive: true });
  await writeFile(uploadPath(dataDir, id), bytes, { flag: 'wx', mode: 0o600 });
}

export async function removeUploadFile(dataDir: string, id: string): Promise<void> {
  await rm(uploadPath(dataDir, id), { force: true });
}
