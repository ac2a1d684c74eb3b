/**
 * The marketplace module's public surface: its routes. Tables: server/db/schema/marketplace.ts (owned here).
 * A listing is a published version of a workflow (read through the workflows module); a copy becomes a
 * workflow through the workflows service; a purchase moves AIZ through the ledger.
 */

export { sweepAssetFiles } from './assets/asset-files';
export { ASSET_WRITE_LIMIT, marketplaceAssetRoutes } from './assets/routes';
// The benchmark (bench/marketplace.ts) times the services themselves and seeds rows with the same SQL.
export { createListing } from './create-listing';
export { getCopy } from './get-copy';
export { listingIndexOf, recommendAgents } from './recommend-agents';
export { marketplaceReportAdminRoutes, marketplaceReviewRoutes } from './reviews/routes';
export { MARKETPLACE_WRITE_LIMIT } from './route-shared';
export { marketplaceRoutes } from './routes';
export { searchColumns } from './search-columns';
export { refreshRecentRuns, startSearchFiguresRefresh } from './search-figures';
export { searchListings } from './search-listings';
export { OFFICIAL_EMAIL, OFFICIAL_USERNAME, seedOfficialListings } from './seed-official';
