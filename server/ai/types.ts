/** The provider model of SPEC §3, plus what the router needs to choose among providers. */
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { ProviderType } from '@common/ai-providers';

export type { ProviderType } from '@common/ai-providers';

/** SPEC §3 capabilities. */
export interface ProviderCapabilities {
  streaming: boolean;
  functionCalling: boolean;
  codeGeneration: boolean;
  imageAnalysis: boolean;
}

/** Finer input capabilities used for routing. */
export interface InputCapabilities {
  image: boolean;
  pdf: boolean;
  audio: boolean;
  video: boolean;
  transcription: boolean;
}

export type Need = keyof ProviderCapabilities | keyof InputCapabilities;

/** USD per million tokens. */
export interface Pricing {
  input: number;
  cachedInput: number;
  cacheWrite: number;
  output: number;
}

export interface ProviderEntry {
  id: string;
  name: string;
  type: ProviderType;
  model: string;
  /** Lower is tried first. */
  priority: number;
  enabled: boolean;
  capabilities: ProviderCapabilities;
  inputs: InputCapabilities;
  /** The prices of `model`. */
  pricing: Pricing;
  /** The list price of any model of this provider (a named one); absent: every model costs `pricing`. */
  priceOf?: (modelId: string) => ModelPrice;
  /** Builds the AI SDK model (adapters are created with maxRetries 0: the router owns retries). */
  languageModel(modelId?: string): LanguageModelV3;
  /** Speech to text, when the provider has it. */
  transcribe?: (audio: Uint8Array, mediaType: string, abortSignal?: AbortSignal) => Promise<string>;
  /** Text to vectors, one per text in order, when the provider has an embedding model. */
  embed?: (texts: string[], abortSignal?: AbortSignal) => Promise<number[][]>;
}

export function hasNeeds(
  entry: Pick<ProviderEntry, 'capabilities' | 'inputs'>,
  needs: readonly Need[],
): boolean {
  return needs.every((need) =>
    need in entry.capabilities
      ? entry.capabilities[need as keyof ProviderCapabilities]
      : entry.inputs[need as keyof InputCapabilities],
  );
}

/** What a model costs, and whether the list names it (else the fallback's prices stand in). */
export interface ModelPrice {
  pricing: Pricing;
  listed: boolean;
}
