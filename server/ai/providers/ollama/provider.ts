import { createOllama } from 'ollama-ai-provider-v2';
import { defineProvider, NO_INPUTS, price } from '../define';

/** Ollama's own address when it runs beside the server (config.ts only turns Ollama on with a URL). */
const LOCAL_OLLAMA = 'http://127.0.0.1:11434';

/** Operators give Ollama's own address; the adapter wants its API root. */
export function ollamaApiRoot(baseUrl: string): string {
  return /\/api\/?$/.test(baseUrl) ? baseUrl : `${baseUrl.replace(/\/+$/, '')}/api`;
}

export const ollama = defineProvider({
  id: 'ollama',
  name: 'Ollama (local)',
  defaultModel: 'llama3.2',
  priority: 6,
  // A local server: every model is free.
  prices: { '*': price(0, 0) },
  capabilities: { streaming: true, functionCalling: true, codeGeneration: true, imageAnalysis: false },
  inputs: NO_INPUTS,
  createAdapter(config) {
    const p = createOllama({ baseURL: ollamaApiRoot(config.baseUrl ?? LOCAL_OLLAMA) });
    return { languageModel: (m) => p(m) };
  },
});
