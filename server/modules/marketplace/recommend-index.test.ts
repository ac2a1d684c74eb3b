import { describe, expect, it } from 'vitest';
import {
  buildListingIndex,
  pageWords,
  type RecommendableListing,
  rankListings,
  recommendationReason,
} from './recommend-index';

const listing = (
  id: string,
  title: string,
  category: RecommendableListing['category'],
  tags: string[],
  summary: string,
  readme = '',
): RecommendableListing => ({ id, title, category, tags, summary, readme });

const catalogue = [
  listing(
    'support',
    'Helpdesk agent',
    'customer-support',
    ['tickets', 'chat'],
    'Answers customer questions.',
  ),
  listing('sales', 'Lead qualifier', 'sales', ['leads', 'crm'], 'Scores inbound leads for your sales team.'),
  listing('solar', 'Solar quote agent', 'energy', ['solar', 'quotes'], 'Sizes a rooftop solar system.'),
  listing(
    'digest',
    'Weekly digest',
    'content',
    ['newsletter'],
    'Writes a weekly summary of your week.',
    'Mentions support tickets deep in the README only.',
  ),
];
const index = buildListingIndex(catalogue);

describe('recommending listings for a conversation', () => {
  it('ranks the listing whose title, tags or category match the person’s words, and says why', () => {
    const ranked = rankListings(index, { latest: 'I need a customer support agent', earlier: [] });
    expect(ranked.map((r) => r.id)).toEqual(['support']);
    expect(ranked[0]!.words).toEqual(['customer', 'support']);
    expect(ranked[0]!.fields).toEqual(['category', 'summary']);
    expect(recommendationReason(ranked[0]!, 'customer-support')).toBe(
      'You mentioned “customer” and “support”, which match its category and summary; it is listed under Customer support.',
    );
  });

  it('tolerates a typo and names the word as the person wrote it', () => {
    const [top] = rankListings(index, { latest: 'something to qualifiy leads', earlier: [] });
    expect(top?.id).toBe('sales');
    expect(top?.words).toEqual(['qualifiy', 'leads']);
  });

  it('recommends nothing for generic words, a README-only match or an unrelated question', () => {
    expect(rankListings(index, { latest: 'Recommend me a good AI agent workflow', earlier: [] })).toEqual([]);
    expect(rankListings(index, { latest: 'How do I stake AIZ?', earlier: [] })).toEqual([]);
    expect(rankListings(index, { latest: 'Which chains are supported?', earlier: [] })).toEqual([]);
    expect(rankListings(index, { latest: 'deep', earlier: [] })).toEqual([]);
  });

  it('lets the earlier conversation and the page lean the ranking, and says so', () => {
    const plain = rankListings(index, { latest: 'an agent for quotes and leads', earlier: [] });
    expect(plain.map((r) => r.id)).toEqual(['sales', 'solar']);
    const onSolar = rankListings(index, {
      latest: 'an agent for quotes and leads',
      earlier: ['We install rooftop solar panels'],
      currentPage: '/deploy/solar-ai-agent?x=1',
    });
    expect(onSolar.map((r) => r.id)).toEqual(['solar', 'sales']);
    expect(onSolar[0]!.pageMatched).toBe(true);
    expect(recommendationReason(onSolar[0]!, 'energy')).toMatch(/It also fits the page you are on\.$/);
    expect(pageWords('/marketplace/solar-quote-agent-2#top')).toBe('marketplace solar quote agent');
  });
});

describe('keeping the index fresh', () => {
  it('drops a removed listing and finds an edited one by its new words', () => {
    const fresh = buildListingIndex(catalogue);
    fresh.remove('support');
    expect(rankListings(fresh, { latest: 'customer support', earlier: [] })).toEqual([]);
    fresh.upsert({ ...catalogue[1]!, title: 'Podcast lead qualifier' });
    expect(rankListings(fresh, { latest: 'podcast', earlier: [] }).map((r) => r.id)).toEqual(['sales']);
    expect(fresh.size()).toBe(catalogue.length - 1);
  });
});
