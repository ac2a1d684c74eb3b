/**
 * What each provider is: display name, default model, list prices (USD per million tokens, for the
 * default model; the admin page shows them) and what it can take in. Adapters come from the AI SDK.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createPerplexity } from '@ai-sdk/perplexity';
import type { LanguageModelV3, TranscriptionModelV3 } from '@ai-sdk/provider';
import { createXai } from '@ai-sdk/xai';
import { createOllama } from 'ollama-ai-provider-v2';
import type { AiProvidersConfig } from '../config';
import type { InputCapabilities, Pricing, ProviderCapabilities, ProviderType } from './types';

export interface CatalogEntry {
  id: Exclude<ProviderType, 'offline'>;
  name: string;
  defaultModel: string;
  /** Default order among configured providers (lower first). */
  priority: number;
  pricing: Pricing;
  capabilities: ProviderCapabilities;
  inputs: InputCapabilities;
  transcriptionModel?: string;
}

const allText = { streaming: true, functionCalling: true, codeGeneration: true, imageAnalysis: true };
const noInputs = { image: false, pdf: false, audio: false, video: false, transcription: false };

export const PROVIDER_CATALOG: readonly CatalogEntry[] = [
  {
    id: 'openai',
    name: 'OpenAI',
    defaultModel: 'gpt-4.1-mini',
    priority: 1,
    pricing: { input: 0.4, cachedInput: 0.1, cacheWrite: 0.4, output: 1.6 },
    capabilities: allText,
    inputs: { image: true, pdf: true, audio: false, video: false, transcription: true },
    transcriptionModel: 'whisper-1',
  },
  {
    id: 'anthropic',
    name: 'Anthropic',
    defaultModel: 'claude-sonnet-4-5',
    priority: 2,
    pricing: { input: 3, cachedInput: 0.3, cacheWrite: 3.75, output: 15 },
    capabilities: allText,
    inputs: { image: true, pdf: true, audio: false, video: false, transcription: false },
  },
  {
    id: 'google',
    name: 'Google Gemini',
    defaultModel: 'gemini-2.5-flash',
    priority: 3,
    pricing: { input: 0.3, cachedInput: 0.075, cacheWrite: 0.3, output: 2.5 },
    capabilities: allText,
    // The only one that takes video; camera frames go to the others as images.
    inputs: { image: true, pdf: true, audio: true, video: true, transcription: false },
  },
  {
    id: 'xai',
    name: 'xAI Grok',
    defaultModel: 'grok-4',
    priority: 4,
    pricing: { input: 3, cachedInput: 0.75, cacheWrite: 3, output: 15 },
    capabilities: allText,
    inputs: { image: true, pdf: false, audio: false, video: false, transcription: false },
  },
  {
    id: 'perplexity',
    name: 'Perplexity',
    defaultModel: 'sonar',
    priority: 5,
    pricing: { input: 1, cachedInput: 1, cacheWrite: 1, output: 1 },
    // No tool calling (TOOLCHAIN.md); answers with web search.
    capabilities: { streaming: true, functionCalling: false, codeGeneration: true, imageAnalysis: false },
    inputs: noInputs,
  },
  {
    id: 'ollama',
    name: 'Ollama (local)',
    defaultModel: 'llama3.2',
    priority: 6,
    pricing: { input: 0, cachedInput: 0, cacheWrite: 0, output: 0 },
    capabilities: { streaming: true, functionCalling: true, codeGeneration: true, imageAnalysis: false },
    inputs: noInputs,
  },
];

export interface Adapter {
  languageModel(modelId: string): LanguageModelV3;
  transcriptionModel?(modelId: string): TranscriptionModelV3;
}

/** The AI SDK adapter for a configured provider, or undefined when it has no key (or URL, for Ollama). */
export function createAdapter(id: CatalogEntry['id'], config: AiProvidersConfig): Adapter | undefined {
  switch (id) {
    case 'openai': {
      const c = config.openai;
      if (!c) return undefined;
      const p = createOpenAI({ apiKey: c.apiKey, ...(c.baseUrl ? { baseURL: c.baseUrl } : {}) });
      // Chat Completions, the protocol every OpenAI-compatible server speaks (openai(id) would use /responses).
      return { languageModel: (m) => p.chat(m), transcriptionModel: (m) => p.transcription(m) };
    }
    case 'anthropic': {
      const c = config.anthropic;
      if (!c) return undefined;
      const p = createAnthropic({ apiKey: c.apiKey, ...(c.baseUrl ? { baseURL: c.baseUrl } : {}) });
      return { languageModel: (m) => p(m) };
    }
    case 'google': {
      const c = config.google;
      if (!c) return undefined;
      const p = createGoogleGenerativeAI({ apiKey: c.apiKey, ...(c.baseUrl ? { baseURL: c.baseUrl } : {}) });
      return { languageModel: (m) => p(m) };
    }
    case 'xai': {
      const c = config.xai;
      if (!c) return undefined;
      const p = createXai({ apiKey: c.apiKey, ...(c.baseUrl ? { baseURL: c.baseUrl } : {}) });
      return { languageModel: (m) => p.chat(m) };
    }
    case 'perplexity': {
      const c = config.perplexity;
      if (!c) return undefined;
      const p = createPerplexity({ apiKey: c.apiKey, ...(c.baseUrl ? { baseURL: c.baseUrl } : {}) });
      return { languageModel: (m) => p(m) };
    }
    case 'ollama': {
      const c = config.ollama;
      if (!c) return undefined;
      // Operators give Ollama's own address; the adapter wants its API root.
      const p = createOllama({
        baseURL: /\/api\/?$/.test(c.baseUrl) ? c.baseUrl : `${c.baseUrl.replace(/\/+$/, '')}/api`,
      });
      return { languageModel: (m) => p(m) };
    }
  }
}

export function configuredModel(id: CatalogEntry['id'], config: AiProvidersConfig): string | undefined {
  return config[id]?.model;
}
