import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { ALL_TEXT_CAPABILITIES, baseUrlOption, defineProvider, price } from '../define';

export const google = defineProvider({
  id: 'google',
  name: 'Google Gemini',
  defaultModel: 'gemini-2.5-flash',
  priority: 3,
  // Up to 200k tokens of prompt (longer prompts cost more on the Pro models).
  prices: {
    'gemini-2.5-pro': price(1.25, 10, 0.31),
    'gemini-2.5-flash': price(0.3, 2.5, 0.075),
    'gemini-2.5-flash-lite': price(0.1, 0.4, 0.025),
    'gemini-2.0-flash': price(0.1, 0.4, 0.025),
    'gemini-2.0-flash-lite': price(0.075, 0.3),
    'gemini-1.5-pro': price(1.25, 5, 0.3125),
    'gemini-1.5-flash': price(0.075, 0.3, 0.01875),
  },
  capabilities: ALL_TEXT_CAPABILITIES,
  // The only one that takes video; camera frames go to the others as images.
  inputs: { image: true, pdf: true, audio: true, video: true, transcription: false },
  createAdapter(config) {
    const p = createGoogleGenerativeAI({ apiKey: config.apiKey, ...baseUrlOption(config) });
    return { languageModel: (m) => p(m) };
  },
});
