import { createAnthropic } from '@ai-sdk/anthropic';
import { ALL_TEXT_CAPABILITIES, baseUrlOption, defineProvider, price } from '../define';

export const anthropic = defineProvider({
  id: 'anthropic',
  name: 'Anthropic',
  defaultModel: 'claude-sonnet-4-5',
  priority: 2,
  // Cache reads at a tenth of the input price, cache writes (5 minutes) at 1.25 times.
  prices: {
    'claude-opus-4-5': price(5, 25, 0.5, 6.25),
    'claude-opus-4-1': price(15, 75, 1.5, 18.75),
    'claude-opus-4': price(15, 75, 1.5, 18.75),
    'claude-sonnet-4-5': price(3, 15, 0.3, 3.75),
    'claude-sonnet-4': price(3, 15, 0.3, 3.75),
    'claude-3-7-sonnet': price(3, 15, 0.3, 3.75),
    'claude-3-5-sonnet': price(3, 15, 0.3, 3.75),
    'claude-haiku-4-5': price(1, 5, 0.1, 1.25),
    'claude-3-5-haiku': price(0.8, 4, 0.08, 1),
    'claude-3-opus': price(15, 75, 1.5, 18.75),
    'claude-3-haiku': price(0.25, 1.25, 0.03, 0.3),
  },
  capabilities: ALL_TEXT_CAPABILITIES,
  inputs: { image: true, pdf: true, audio: false, video: false, transcription: false },
  createAdapter(config) {
    const p = createAnthropic({ apiKey: config.apiKey, ...baseUrlOption(config) });
    return { languageModel: (m) => p(m) };
  },
});
