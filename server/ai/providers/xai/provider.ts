import { createXai } from '@ai-sdk/xai';
import { ALL_TEXT_CAPABILITIES, baseUrlOption, defineProvider, price } from '../define';

export const xai = defineProvider({
  id: 'xai',
  name: 'xAI Grok',
  defaultModel: 'grok-4',
  priority: 4,
  prices: {
    'grok-4': price(3, 15, 0.75),
    'grok-4-fast': price(0.2, 0.5, 0.05),
    'grok-code-fast-1': price(0.2, 1.5, 0.02),
    'grok-3': price(3, 15, 0.75),
    'grok-3-mini': price(0.3, 0.5, 0.075),
  },
  capabilities: ALL_TEXT_CAPABILITIES,
  inputs: { image: true, pdf: false, audio: false, video: false, transcription: false },
  createAdapter(config) {
    const p = createXai({ apiKey: config.apiKey, ...baseUrlOption(config) });
    return { languageModel: (m) => p.chat(m) };
  },
});
