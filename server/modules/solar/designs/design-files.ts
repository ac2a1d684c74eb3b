/**
 * The designer's files under DATA_DIR: an exported PNG attached to a deal is a crm_documents row (kind
 * 'design') with its bytes at DATA_DIR/crm/<document id>, as every CRM document; a design's aerial photo is
 * DATA_DIR/solar-designs/<design id>. The type is decided from the content (file-type), never the name.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

export function crmDocumentPath(dataDir: string, documentId: string): string {
  return path.join(dataDir, 'crm', documentId);
}

export function designPhotoPath(dataDir: string, designId: string): string {
  return path.join(dataDir, 'solar-designs', designId);
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > PNG_MAGIC.length && Buffer.from(bytes.subarray(0, 8)).equals(PNG_MAGIC);
}

/** 'image/png', 'image/jpeg', or null for anything else. */
export async function photoType(bytes: Uint8Array): Promise<'image/png' | 'image/jpeg' | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found?.mime === 'image/png' || found?.mime === 'image/jpeg' ? found.mime : null;
}

/** Written beside its final name, then renamed: a reader never sees half a file. */
export async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.part`;
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, file);
}

export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}
