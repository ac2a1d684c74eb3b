/**
 * The marketplace API: search and listing pages (anyone, signed in or not), listing a published version and
 * getting a copy (signed in; the app's same-origin check and the rate limit below apply).
 */
import {
  createListingSchema,
  getListingResultSchema,
  listingDetailSchema,
  listingPageSchema,
  listingSearchSchema,
  web3ListingPageSchema,
} from '@common/schemas/marketplace';
import { createRoute } from '@hono/zod-openapi';
import { localChainTokens } from '../../chain/local-chain';
import type { AppDeps } from '../../deps';
import { guardJson } from '../../http/json-guard';
import { jsonBody, jsonContent } from '../../http/openapi';
import { createRouter, errorResponses } from '../../http/router';
import { serviceContext, signedInContext } from '../../service-context';
import { agentRoutes } from './agent-routes';
import { createListing } from './create-listing';
import { getCopy } from './get-copy';
import { getListing } from './get-listing';
import { idempotencyKeyHeader, marketplaceTags, marketplaceWriteLimit, slugParam } from './route-shared';
import { searchListings } from './search-listings';
import { sellingRoutes } from './selling-routes';
import { web3Listings } from './web3-listings';

/** Listing and getting are a person's clicks (each get makes a workflow); this bounds a script. */
const tags = marketplaceTags;

const idempotencyHeader = idempotencyKeyHeader(
  'The same key again answers the first copy, and charges nothing more',
);

const searchRoute = createRoute({
  tags,
  method: 'get',
  path: '/listings',
  summary: 'Search the listings: full text with typo tolerance, filters, sort and pages',
  request: { query: listingSearchSchema },
  responses: { 200: jsonContent(listingPageSchema, 'A page of listings'), ...errorResponses(400) },
});

const createListingRoute = createRoute({
  tags,
  method: 'post',
  path: '/listings',
  summary: "List a published version of one's own workflow or agent (the latest when no version is named)",
  request: jsonBody(createListingSchema),
  responses: {
    201: jsonContent(listingDetailSchema, 'Listed'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

const getListingRoute = createRoute({
  tags,
  method: 'get',
  path: '/listings/{slug}',
  summary: "A listing's page: the card, its README and the workflow's shape (never parameters or secrets)",
  request: { params: slugParam },
  responses: { 200: jsonContent(listingDetailSchema, 'The listing'), ...errorResponses(400, 404) },
});

const getCopyRoute = createRoute({
  tags,
  method: 'post',
  path: '/listings/{slug}/get',
  summary: 'Get a copy of a listing as a new workflow of the caller, paying its price in AIZ when it has one',
  request: { params: slugParam, headers: idempotencyHeader },
  responses: {
    201: jsonContent(getListingResultSchema, 'A new copy'),
    200: jsonContent(getListingResultSchema, 'The copy an earlier request with this Idempotency-Key made'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

const web3Route = createRoute({
  tags,
  method: 'get',
  path: '/web3',
  summary: 'Listings whose workflow pays on chain, with the chain and token each needs',
  responses: { 200: jsonContent(web3ListingPageSchema, 'The web3 listings') },
});

/** Mounted at /api/marketplace. */
export function marketplaceRoutes(deps: AppDeps) {
  const router = createRouter();
  router.on(['POST', 'PATCH'], '*', marketplaceWriteLimit());
  router.route('/', sellingRoutes(deps));
  router.route('/', agentRoutes(deps));
  return router
    .openapi(searchRoute, async (c) => {
      const query = c.req.valid('query');
      // A query string is not a JSON body, so /api's guard has not seen it: text PostgreSQL cannot store is a 400.
      guardJson(query);
      return c.json(await searchListings(serviceContext(deps, c), query), 200);
    })
    .openapi(web3Route, async (c) =>
      c.json(await web3Listings(serviceContext(deps, c), localChainTokens(deps.config.web3)), 200),
    )
    .openapi(createListingRoute, async (c) =>
      c.json(await createListing(signedInContext(deps, c), c.req.valid('json')), 201),
    )
    .openapi(getListingRoute, async (c) =>
      c.json(await getListing(serviceContext(deps, c), c.req.valid('param').slug), 200),
    )
    .openapi(getCopyRoute, async (c) => {
      const result = await getCopy(
        signedInContext(deps, c),
        c.req.valid('param').slug,
        c.req.valid('header')['idempotency-key'] ?? null,
      );
      return c.json(result, result.replayed ? 200 : 201);
    });
}
