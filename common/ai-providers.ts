/**
 * The AI providers the server has a folder for (`server/ai/providers/<id>/`), with the few facts the
 * browser shows too: the label on the "Adding a provider" card and how an operator connects it. The
 * folder holds everything else (adapter, models, prices, capabilities, contract test); a test fails
 * until this list and the folders agree.
 */
export const AI_PROVIDERS = [
  { id: 'openai', label: 'OpenAI', connectWith: 'API_KEY' },
  { id: 'anthropic', label: 'Anthropic', connectWith: 'API_KEY' },
  { id: 'google', label: 'Google', connectWith: 'API_KEY' },
  { id: 'xai', label: 'xAI', connectWith: 'API_KEY' },
  { id: 'perplexity', label: 'Perplexity', connectWith: 'API_KEY' },
  // A local server: reached by its address, no key.
  { id: 'ollama', label: 'Ollama', connectWith: 'BASE_URL' },
] as const satisfies readonly { id: string; label: string; connectWith: 'API_KEY' | 'BASE_URL' }[];

export type AiProvider = (typeof AI_PROVIDERS)[number];
export type AiProviderId = AiProvider['id'];

export const AI_PROVIDER_IDS = AI_PROVIDERS.map((p) => p.id) as unknown as readonly [
  AiProviderId,
  ...AiProviderId[],
];

/** What the router can route to: every provider folder, then the offline assistant. */
export const PROVIDER_TYPES = [...AI_PROVIDER_IDS, 'offline'] as const;
export type ProviderType = AiProviderId | 'offline';

/**
 * The environment variables of a provider: `<ID>_API_KEY` (or `_BASE_URL` for a local server) turns
 * it on; `<ID>_BASE_URL` points it at a compatible endpoint or a proxy; `<ID>_MODEL` changes the model.
 */
type EnvPrefix = Uppercase<AiProviderId>;

export interface ProviderEnvKeys {
  connect: `${EnvPrefix}_API_KEY` | `${EnvPrefix}_BASE_URL`;
  apiKey: `${EnvPrefix}_API_KEY` | undefined;
  baseUrl: `${EnvPrefix}_BASE_URL`;
  model: `${EnvPrefix}_MODEL`;
}

export function envKeysOf(provider: AiProvider): ProviderEnvKeys {
  const prefix = provider.id.toUpperCase() as EnvPrefix;
  return {
    connect: `${prefix}_${provider.connectWith}`,
    apiKey: provider.connectWith === 'API_KEY' ? `${prefix}_API_KEY` : undefined,
    baseUrl: `${prefix}_BASE_URL`,
    model: `${prefix}_MODEL`,
  };
}
