import { createOpenAI } from '@ai-sdk/openai';
import { ALL_TEXT_CAPABILITIES, baseUrlOption, defineProvider } from '../define';

export const openai = defineProvider({
  id: 'openai',
  name: 'OpenAI',
  defaultModel: 'gpt-4.1-mini',
  priority: 1,
  pricing: { input: 0.4, cachedInput: 0.1, cacheWrite: 0.4, output: 1.6 },
  capabilities: ALL_TEXT_CAPABILITIES,
  inputs: { image: true, pdf: true, audio: false, video: false, transcription: true },
  transcriptionModel: 'whisper-1',
  embeddingModel: 'text-embedding-3-small',
  createAdapter(config) {
    const p = createOpenAI({ apiKey: config.apiKey, ...baseUrlOption(config) });
    // Chat Completions, the protocol every OpenAI-compatible server speaks (openai(id) would use /responses).
    return {
      languageModel: (m) => p.chat(m),
      transcriptionModel: (m) => p.transcription(m),
      embeddingModel: (m) => p.embedding(m),
    };
  },
});
