/**
 * What one AI provider folder exports: its catalogue entry (name, default model, prices, what it can
 * take in) and the factory of its AI SDK adapter. The folder's `provider.test.ts` runs the adapter
 * contract (../testing/adapter-contract.ts) against the provider's fake wire server.
 */
import type { EmbeddingModelV3, LanguageModelV3, TranscriptionModelV3 } from '@ai-sdk/provider';
import type { AiProviderId } from '@common/ai-providers';
import type { AiProviderConfig } from '../../config';
import type { PriceList } from '../cost';
import type { InputCapabilities, Pricing, ProviderCapabilities } from '../types';

export interface Adapter {
  languageModel(modelId: string): LanguageModelV3;
  transcriptionModel?(modelId: string): TranscriptionModelV3;
  embeddingModel?(modelId: string): EmbeddingModelV3;
}

export interface ProviderDefinition<Id extends AiProviderId = AiProviderId> {
  /** The folder's name and the id in common/ai-providers.ts. */
  id: Id;
  name: string;
  defaultModel: string;
  /** Default order among configured providers (lower first); the admin can reorder. */
  priority: number;
  /**
   * USD per million tokens, the list prices of the models people name (a dated or tagged variant takes its
   * family's line, see cost.ts `priceOf`); it lists the default model, whose prices the admin page shows.
   * Sources: the providers' pricing pages (README).
   */
  prices: PriceList;
  capabilities: ProviderCapabilities;
  inputs: InputCapabilities;
  transcriptionModel?: string;
  /** The model that turns text into vectors (knowledge retrieval), when the provider has one. */
  embeddingModel?: string;
  /** The adapter, from the provider's environment variables (config.ts reads them). */
  createAdapter(config: AiProviderConfig): Adapter;
}

/** One line of a price list, USD per million tokens: cached input and cache writes at the input price unless given. */
export function price(input: number, output: number, cachedInput = input, cacheWrite = input): Pricing {
  return { input, cachedInput, cacheWrite, output };
}

export function defineProvider<Id extends AiProviderId>(definition: ProviderDefinition<Id>) {
  return definition;
}

/** SPEC §3 capabilities of a model that streams, calls tools, writes code and reads images. */
export const ALL_TEXT_CAPABILITIES: ProviderCapabilities = {
  streaming: true,
  functionCalling: true,
  codeGeneration: true,
  imageAnalysis: true,
};

export const NO_INPUTS: InputCapabilities = {
  image: false,
  pdf: false,
  audio: false,
  video: false,
  transcription: false,
};

/** The SDK option for a configured base URL (a compatible endpoint, a proxy or a test server). */
export const baseUrlOption = (config: AiProviderConfig) =>
  config.baseUrl ? { baseURL: config.baseUrl } : {};
