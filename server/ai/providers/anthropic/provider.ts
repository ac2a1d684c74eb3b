import { createAnthropic } from '@ai-sdk/anthropic';
import { ALL_TEXT_CAPABILITIES, baseUrlOption, defineProvider } from '../define';

export const anthropic = defineProvider({
  id: 'anthropic',
  name: 'Anthropic',
  defaultModel: 'claude-sonnet-4-5',
  priority: 2,
  pricing: { input: 3, cachedInput: 0.3, cacheWrite: 3.75, output: 15 },
  capabilities: ALL_TEXT_CAPABILITIES,
  inputs: { image: true, pdf: true, audio: false, video: false, transcription: false },
  createAdapter(config) {
    const p = createAnthropic({ apiKey: config.apiKey, ...baseUrlOption(config) });
    return { languageModel: (m) => p(m) };
  },
});
