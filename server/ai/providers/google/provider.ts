import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { ALL_TEXT_CAPABILITIES, baseUrlOption, defineProvider } from '../define';

export const google = defineProvider({
  id: 'google',
  name: 'Google Gemini',
  defaultModel: 'gemini-2.5-flash',
  priority: 3,
  pricing: { input: 0.3, cachedInput: 0.075, cacheWrite: 0.3, output: 2.5 },
  capabilities: ALL_TEXT_CAPABILITIES,
  // The only one that takes video; camera frames go to the others as images.
  inputs: { image: true, pdf: true, audio: true, video: true, transcription: false },
  createAdapter(config) {
    const p = createGoogleGenerativeAI({ apiKey: config.apiKey, ...baseUrlOption(config) });
    return { languageModel: (m) => p(m) };
  },
});
