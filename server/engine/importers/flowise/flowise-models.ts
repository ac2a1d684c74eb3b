/**
 * A Flowise chat model (a chatflow's component node, or an Agentflow v2 node's `…Model` with its
 * `…ModelConfig`) as our AI nodes' settings: `model: 'provider/model'`, temperature and token limit.
 * A model whose provider we do not route to leaves the choice to the router, with a warning naming it.
 */

/** Flowise chat model component → our provider id. */
const MODEL_PROVIDERS: Readonly<Record<string, string>> = {
  chatOpenAI: 'openai',
  chatOpenAICustom: 'openai',
  ChatOpenAI: 'openai',
  openAI: 'openai',
  chatAnthropic: 'anthropic',
  chatGoogleGenerativeAI: 'google',
  chatGoogleVertexAI: 'google',
  chatOllama: 'ollama',
  ollama: 'ollama',
  chatXAI: 'xai',
  chatPerplexity: 'perplexity',
};

/** A chat model component (chatflows): Flowise's "Chat Models" and "LLMs" categories. */
export const isModelComponent = (name: string, category: string | undefined) =>
  category === 'Chat Models' || category === 'LLMs' || name in MODEL_PROVIDERS;

const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

export function modelSettings(
  component: string,
  config: Record<string, unknown>,
  label: string,
  warn: (message: string) => void,
): { model?: string; temperature?: number; maxTokens?: number } {
  const provider = MODEL_PROVIDERS[component];
  const named = [config.customModelName, config.modelName, config.model].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  if (!provider)
    warn(
      `"${label}" uses the Flowise model "${component}"${named ? ` (${named})` : ''}, a provider AIZ does not route to; the router chooses the provider`,
    );
  const temperature = numberOf(config.temperature);
  const maxTokens = numberOf(config.maxTokens ?? config.maxTokensToSample ?? config.maxOutputTokens);
  return {
    ...(provider ? { model: named ? `${provider}/${named.trim()}` : provider } : {}),
    ...(temperature !== undefined && temperature >= 0 && temperature <= 2 ? { temperature } : {}),
    ...(maxTokens !== undefined && maxTokens >= 1 ? { maxTokens: Math.floor(maxTokens) } : {}),
  };
}
