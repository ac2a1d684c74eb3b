import { createPerplexity } from '@ai-sdk/perplexity';
import { baseUrlOption, defineProvider, NO_INPUTS, price } from '../define';

export const perplexity = defineProvider({
  id: 'perplexity',
  name: 'Perplexity',
  defaultModel: 'sonar',
  priority: 5,
  // Token prices only (Perplexity adds a per-request search fee).
  prices: {
    sonar: price(1, 1),
    'sonar-pro': price(3, 15),
    'sonar-reasoning': price(1, 5),
    'sonar-reasoning-pro': price(2, 8),
    'sonar-deep-research': price(2, 8),
  },
  // No tool calling (TOOLCHAIN.md); answers with web search.
  capabilities: { streaming: true, functionCalling: false, codeGeneration: true, imageAnalysis: false },
  inputs: NO_INPUTS,
  createAdapter(config) {
    const p = createPerplexity({ apiKey: config.apiKey, ...baseUrlOption(config) });
    return { languageModel: (m) => p(m) };
  },
});
