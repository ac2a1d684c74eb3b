/** What an API key may call: one rule for the server's check and the deploy dialog's list of usable keys. */
import { KEY_SURFACES, type KeySurface } from '../schemas/deployments';

export interface KeyScope {
  /** null: every deployment (of the owner, and others' as a paying caller). */
  deploymentIds: readonly string[] | null;
  surfaces: readonly string[];
}

/** True when the key's scope covers this deployment's surface (else the call is refused, 403). */
export function keyScopeCovers(key: KeyScope, deploymentId: string, surface: KeySurface): boolean {
  const deploymentInScope = key.deploymentIds === null || key.deploymentIds.includes(deploymentId);
  return deploymentInScope && key.surfaces.includes(surface);
}

/** A key that still works (not revoked, not expired) and may call this deployment on at least one surface. */
export function keyCanCall(
  key: KeyScope & { revokedAt: string | null; expiresAt: string | null },
  deploymentId: string,
  now: Date,
): boolean {
  if (key.revokedAt || (key.expiresAt && Date.parse(key.expiresAt) <= now.getTime())) return false;
  return KEY_SURFACES.some((s) => keyScopeCovers(key, deploymentId, s));
}
