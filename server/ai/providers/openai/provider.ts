import { createOpenAI } from '@ai-sdk/openai';
import { ALL_TEXT_CAPABILITIES, baseUrlOption, defineProvider, price } from '../define';

export const openai = defineProvider({
  id: 'openai',
  name: 'OpenAI',
  defaultModel: 'gpt-4.1-mini',
  priority: 1,
  prices: {
    'gpt-5': price(1.25, 10, 0.125),
    'gpt-5-mini': price(0.25, 2, 0.025),
    'gpt-5-nano': price(0.05, 0.4, 0.005),
    'gpt-4.1': price(2, 8, 0.5),
    'gpt-4.1-mini': price(0.4, 1.6, 0.1),
    'gpt-4.1-nano': price(0.1, 0.4, 0.025),
    'gpt-4o': price(2.5, 10, 1.25),
    'gpt-4o-2024-05-13': price(5, 15),
    'gpt-4o-mini': price(0.15, 0.6, 0.075),
    o1: price(15, 60, 7.5),
    o3: price(2, 8, 0.5),
    'o3-mini': price(1.1, 4.4, 0.55),
    'o4-mini': price(1.1, 4.4, 0.275),
    'gpt-4-turbo': price(10, 30),
    'gpt-4-1106-preview': price(10, 30),
    'gpt-4-0125-preview': price(10, 30),
    'gpt-4': price(30, 60),
    'gpt-3.5-turbo': price(0.5, 1.5),
    'gpt-3.5-turbo-16k': price(3, 4),
  },
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
