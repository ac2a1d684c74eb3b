import { describe, expect, it } from 'vitest';
import type { HelpArticle } from './article';
import { buildHelpIndex, helpIndex } from './help-index';
import { MIN_ARTICLE_SCORE } from './retrieval-answer';

/** Questions people ask (typos included) and the article that must come first. */
const EXPECTED: [question: string, articleId: string][] = [
  ['how do i stake aiz', 'staking'],
  ['stakng rewards', 'staking'],
  ['what chains are supported', 'wallets-chains'],
  ['suported chanes', 'wallets-chains'],
  ['does it work on polygon?', 'wallets-chains'],
  ['i didnt get my code', 'verification-code'],
  ["I didn't receive the verification email", 'verification-code'],
  ['my code expired', 'verification-code'],
  ['how much is the signup bonus', 'signup-bonus'],
  ['how do i get free tokens', 'signup-bonus'],
  ['connect openai', 'connect-providers'],
  ['conect opnai', 'connect-providers'],
  ['can I run a local model with ollama', 'connect-providers'],
  ['how do I sign up', 'sign-up'],
  ['how to log in', 'sign-in'],
  ['i forgot my password', 'sign-in'],
  ['how do i sign out', 'account'],
  ['wher is the markteplace', 'marketplace'],
  ['how do i build a workflow', 'workflow-builder'],
  ['advanced builder with memory and tools', 'agent-builders'],
  ['where are my saved workflows', 'saved-workflows'],
  ['how do I deploy an agent', 'deploying-agents'],
  // Issue 19: the journey from building to a paid API, each answered by the article that is right today.
  ['How do I deploy my agent and get an API key?', 'deploying-agents'],
  ['how do i build an agent', 'agent-builders'],
  ['how do I test my agent', 'testing-agents'],
  ['can I try the workflow before it goes live', 'testing-agents'],
  ['test chat', 'testing-agents'],
  ['how do I publish a version', 'publishing-versions'],
  ['where do I create an api key', 'api-keys'],
  ['I lost my secret key', 'api-keys'],
  ['how do I put the chat widget on my website', 'chat-widget'],
  ['embed.js allowed sites', 'chat-widget'],
  ['can I use the openai python client with my agent', 'openai-compatible'],
  ['does /v1/chat/completions support streaming', 'openai-compatible'],
  ['connect my agent to claude desktop over mcp', 'mcp-server'],
  ['how do I charge per run for my agent', 'pricing-per-run'],
  ['what is the platform fee', 'pricing-per-run'],
  ['where do I see latency and success rate of my runs', 'figures'],
  ['system monitor', 'figures'],
  ['what is on the dashboard', 'dashboard'],
  ['what is built and what is not built yet', 'what-works'],
  ['which features are available', 'what-works'],
  ['what is solara', 'solara'],
  ['solar crm leads', 'solar-crm'],
  ['restart the tour', 'onboarding-tour'],
  ['report a bug', 'feedback'],
  ['what file types can i upload', 'assistant'],
  ['how do i rate an answer', 'assistant'],
  ['provider success rate and health', 'providers'],
  ['who can access admin', 'admin'],
  ['what is the mission', 'mission-impact'],
  ['is there a mobile app', 'navigation'],
  ['switch to dark mode', 'navigation'],
  ['sandbox economy simulation with a seed', 'economy-sandbox'],
  ['agents earn and trade in the agent economy', 'economy'],
];

describe('help index', () => {
  const index = helpIndex();

  it.each(EXPECTED)('ranks "%s" → %s', (question, articleId) => {
    const [best] = index.search(question);
    expect(best?.article.id).toBe(articleId);
    expect(best!.score).toBeGreaterThanOrEqual(MIN_ARTICLE_SCORE);
  });

  it.each([
    'what is the weather in Paris',
    'tell me a joke',
    'write me a python script',
    'how do I cook rice',
    'explain kubernetes',
    'best pizza near me',
    'asdfgh qwerty',
  ])('finds nothing worth quoting for "%s"', (question) => {
    const [best] = index.search(question);
    expect(best === undefined || best.score < MIN_ARTICLE_SCORE).toBe(true);
  });

  it('quotes the matching paragraph and always the one about what is not built yet', () => {
    const text = [
      'Events (/events) is where builders will meet to ask questions and share agents.',
      'Events are still being built. Today the page says so.',
      'Talks are recorded and kept for a year.',
    ];
    const article: HelpArticle = {
      id: 'events',
      title: 'Events',
      route: '/events',
      tags: ['events'],
      question: 'When are the events?',
      body: text.join('\n\n'),
      sections: text.map((t, index) => ({ id: `events#${index}`, articleId: 'events', index, text: t })),
    };
    const sections = buildHelpIndex([article]).bestSections(article, 'ask questions and share agents');
    expect(sections[0]!.text).toMatch(/^Events \(/);
    expect(sections.some((s) => /still being built/.test(s.text))).toBe(true);
  });

  it('answers community questions from the community article, which says the forum works', () => {
    const community = index.articles.find((a) => a.id === 'community')!;
    const sections = index.bestSections(community, 'ask questions and share agents');
    expect(sections[0]!.text).toMatch(/^Community \(/);
    expect(community.body).not.toMatch(/still being built|not built/);
  });
});
