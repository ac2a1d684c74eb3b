/**
 * Where a listing's image bytes live: DATA_DIR/marketplace/<asset id>, written once and never changed (a
 * new image gets a new id, so its address may be cached for good). A row in marketplace_assets names each
 * file; a sweep removes files whose row is gone (a deleted listing or account cascades the rows only).
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { marketplaceAssets } from '../../../db/schema/marketplace';

export const ASSETS_DIR = 'marketplace';
/** A file younger than this may belong to an upload whose row is not committed yet. */
export const SWEEP_GRACE_MS = 60 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assetsDir(dataDir: string): string {
  return path.join(dataDir, ASSETS_DIR);
}

export function assetPath(dataDir: string, id: string): string {
  if (!UUID.test(id)) throw new Error(`not an asset id: ${id}`);
  return path.join(assetsDir(dataDir), id);
}

/** Writes a new asset's bytes (the id is new: never overwrites). */
export async function writeAssetFile(dataDir: string, id: string, bytes: Uint8Array): Promise<void> {
  await mkdir(assetsDir(dataDir), { recursive: true });
  await writeFile(assetPath(dataDir, id), bytes, { flag: 'wx', mode: 0o600 });
}

export async function removeAssetFiles(dataDir: string, ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => rm(assetPath(dataDir, id), { force: true })));
}

/** Removes files older than the grace period that no row names; answers how many. */
export async function sweepAssetFiles(db: DbOrTx, dataDir: string, now: Date): Promise<number> {
  const names = await readdir(assetsDir(dataDir)).catch(() => [] as string[]);
  const ids = names.filter((name) => UUID.test(name));
  if (ids.length === 0) return 0;
  const known = new Set<string>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await db
      .select({ id: marketplaceAssets.id })
      .from(marketplaceAssets)
      .where(inArray(marketplaceAssets.id, ids.slice(at, at + 500)));
    for (const row of rows) known.add(row.id);
  }
  let removed = 0;
  for (const id of ids) {
    if (known.has(id)) continue;
    const file = await stat(assetPath(dataDir, id)).catch(() => null);
    if (!file || now.getTime() - file.mtimeMs < SWEEP_GRACE_MS) continue;
    await rm(assetPath(dataDir, id), { force: true });
    removed++;
  }
  return removed;
}
