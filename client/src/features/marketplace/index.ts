/** The marketplace (issue 21): the search page, a listing's page, listing a published version, and Selling. */

export { useCreateListing, useGetListing, useListing } from './api';
export { ListInMarketplaceDialog } from './list-dialog';
export { ListingCard } from './listing-card';
export { ListingView } from './listing-view';
export { MarketplaceView } from './marketplace-view';
export { SellingView } from './selling-view';
