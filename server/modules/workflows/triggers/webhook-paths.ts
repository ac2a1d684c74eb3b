/**
 * Webhook paths with parameters (`orders/:id`, as in n8n): the table keys a path by its pattern (every
 * parameter segment written `:`, so `orders/:id` and `orders/:key` clash), a request path is matched
 * segment by segment, and the parameters' values become the item's `params`.
 */

const segmentsOf = (path: string) => path.split('/');
const isParameter = (segment: string) => segment.startsWith(':');

export function routeKey(path: string): string {
  return segmentsOf(path)
    .map((s) => (isParameter(s) ? ':' : s))
    .join('/');
}

/** The segment count of a path with parameters (the table looks candidates up by it); null for a fixed path. */
export function dynamicSegments(path: string): number | null {
  const segments = segmentsOf(path);
  return segments.some(isParameter) ? segments.length : null;
}

/** How well `pattern` (a route key or a declared path) fits `path`: its fixed segments, or -1 when it does not. */
export function fixedSegmentsFitting(pattern: string, path: string): number {
  const want = segmentsOf(pattern);
  const got = segmentsOf(path);
  if (want.length !== got.length) return -1;
  let fixed = 0;
  for (const [i, segment] of want.entries()) {
    if (isParameter(segment) ? !got[i] : segment !== got[i]) return -1;
    if (isParameter(segment)) continue;
    fixed += 1;
  }
  return fixed;
}

/** The best fitting of `candidates` for `path` (the most fixed segments), if any fits. */
export function bestFit<T extends { path: string }>(candidates: T[], path: string): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const c of candidates) {
    const score = fixedSegmentsFitting(c.path, path);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

/** The values of the declared path's parameters in `path` (which fits it). */
export function paramsOf(declared: string, path: string): Record<string, string> {
  const got = segmentsOf(path);
  const params: Record<string, string> = {};
  for (const [i, segment] of segmentsOf(declared).entries()) {
    if (isParameter(segment)) params[segment.slice(1)] = decoded(got[i] ?? '');
  }
  return params;
}

/** A segment's value percent-decoded; as sent when it is not valid percent-encoding. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
