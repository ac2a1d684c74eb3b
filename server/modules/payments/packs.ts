/** The packs on sale (AIZ_PACKS or the defaults) and what they credit. Pure. */
import type { AizPack, PaymentPacks } from '@common/schemas/payments';
import { NotFound } from '../../lib/errors';

export const NOT_CONFIGURED_MESSAGE = 'Payments are not configured on this server.';

export function packsOnSale(packs: readonly AizPack[], configured: boolean): PaymentPacks {
  return { configured, packs: [...packs] };
}

export function findPack(packs: readonly AizPack[], id: string): AizPack {
  const pack = packs.find((p) => p.id === id);
  if (!pack) throw new NotFound('That pack is not on sale.');
  return pack;
}

/** How the pack appears on Stripe's checkout page and in the buyer's ledger history. */
export function packLabel(pack: AizPack): string {
  return `${pack.aiz.toLocaleString('en-US')} AIZ (${pack.name} pack)`;
}
