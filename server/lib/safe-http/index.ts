/** SSRF-safe outbound HTTP (README.md): the guarded client, its allowlist and its errors. */

export { isForbiddenAddress } from './address-policy';
export { type Allowlist, allowlistFrom, EMPTY_ALLOWLIST, parseAllowlist } from './allowlist';
export { findOutboundRefused, OutboundRefused, OutboundTimeout, ResponseTooLarge } from './errors';
export { type ResolvedAddress, type Resolver, systemResolver } from './guarded-connector';
export {
  createSafeHttp,
  type SafeHttp,
  type SafeHttpOptions,
  type SafeHttpRequest,
  type SafeHttpResponse,
} from './safe-http';
