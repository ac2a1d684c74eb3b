/**
 * The search columns of a listing, written from its texts whenever they change (listing and editing):
 * `search_vector` weights a word of the title most, then the tags, the summary, the README (English);
 * `match_text` (title and tags) is what pg_trgm's typo tolerance compares a query with.
 */
import { type SQL, sql } from 'drizzle-orm';

export interface ListingTexts {
  title: string;
  summary: string;
  readme: string;
  tags: readonly string[];
}

export function searchColumns({ title, summary, readme, tags }: ListingTexts): {
  searchVector: SQL;
  matchText: string;
} {
  const tagText = tags.join(' ');
  return {
    searchVector: sql`setweight(to_tsvector('english', ${title}), 'A')
        || setweight(to_tsvector('english', ${tagText}), 'B')
        || setweight(to_tsvector('english', ${summary}), 'C')
        || setweight(to_tsvector('english', ${readme}), 'D')`,
    matchText: `${title} ${tagText}`.trim(),
  };
}
