import { createPerplexity } from '@ai-sdk/perplexity';
import { baseUrlOption, defineProvider, NO_INPUTS } from '../define';

export const perplexity = defineProvider({
  id: 'perplexity',
  name: 'Perplexity',
  defaultModel: 'sonar',
  priority: 5,
  pricing: { input: 1, cachedInput: 1, cacheWrite: 1, output: 1 },
  // No tool calling (TOOLCHAIN.md); answers with web search.
  capabilities: { streaming: true, functionCalling: false, codeGeneration: true, imageAnalysis: false },
  inputs: NO_INPUTS,
  createAdapter(config) {
    const p = createPerplexity({ apiKey: config.apiKey, ...baseUrlOption(config) });
    return { languageModel: (m) => p(m) };
  },
});
