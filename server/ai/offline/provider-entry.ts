/** The offline assistant as a router candidate: always configured, free, and tried last. */
import type { ProviderEntry } from '../types';
import type { OfflineContext } from './context';
import { OFFLINE_MODEL_ID, OFFLINE_PROVIDER_ID, OFFLINE_PROVIDER_NAME } from './label';
import { createOfflineModel } from './model';

/** Far behind every real provider, whatever order an admin gives them. */
export const OFFLINE_PRIORITY = 1000;

/**
 * The router entry. Pass the context of one request, or a function that returns the current request's
 * context (read each time the router builds the model, e.g. from AsyncLocalStorage).
 */
export function offlineProviderEntry(context: OfflineContext | (() => OfflineContext)): ProviderEntry {
  const contextNow = typeof context === 'function' ? context : () => context;
  return {
    id: OFFLINE_PROVIDER_ID,
    name: OFFLINE_PROVIDER_NAME,
    type: 'offline',
    model: OFFLINE_MODEL_ID,
    priority: OFFLINE_PRIORITY,
    enabled: true,
    capabilities: { streaming: true, functionCalling: false, codeGeneration: false, imageAnalysis: false },
    inputs: { image: false, pdf: false, audio: false, video: false, transcription: false },
    pricing: { input: 0, cachedInput: 0, cacheWrite: 0, output: 0 },
    languageModel: () => createOfflineModel(contextNow()),
  };
}
