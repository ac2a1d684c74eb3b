import { createXai } from '@ai-sdk/xai';
import { ALL_TEXT_CAPABILITIES, baseUrlOption, defineProvider } from '../define';

export const xai = defineProvider({
  id: 'xai',
  name: 'xAI Grok',
  defaultModel: 'grok-4',
  priority: 4,
  pricing: { input: 3, cachedInput: 0.75, cacheWrite: 3, output: 15 },
  capabilities: ALL_TEXT_CAPABILITIES,
  inputs: { image: true, pdf: false, audio: false, video: false, transcription: false },
  createAdapter(config) {
    const p = createXai({ apiKey: config.apiKey, ...baseUrlOption(config) });
    return { languageModel: (m) => p.chat(m) };
  },
});
