/**
 * The payments feature's public surface: the packs with their Buy buttons (for /tokens), the treasury
 * grants card of /admin, and the query keys. The two payment screens are imported by their pages.
 */
export { BuyAizSection } from './buy-aiz-section';
export { paymentKeys } from './payments-api';
export { TreasuryGrants } from './treasury-grants';
