/**
 * n8n's OpenAI node (`@n8n/n8n-nodes-langchain.openAi`) used as a root: "Message a Model" becomes our
 * LLM Prompt on `openai/<model>` with its messages, temperature and token limit, answering in n8n's shape
 * (`{index, message: {role, content}, finish_reason}`, content parsed when it asked for JSON) so the
 * expressions after it (`$json.message.content`) keep working. Its other operations are placeholders.
 */
type Json = Record<string, unknown>;
type Warn = (message: string) => void;

export type OpenAiTranslation = { type: string; parameters: Json } | { reason: string };

const asRecord = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

const ROLE_TEMPLATES: Readonly<Record<string, string>> = {
  system: 'SystemMessagePromptTemplate',
  assistant: 'AIMessagePromptTemplate',
  user: 'HumanMessagePromptTemplate',
};

function modelOf(p: Json): string | undefined {
  const raw = p.modelId ?? p.model;
  const value = typeof raw === 'object' && raw !== null ? asRecord(raw).value : raw;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function translateOpenAiNode(parameters: Json, version: number, warn: Warn): OpenAiTranslation {
  const resource = parameters.resource ?? 'text';
  const operation = parameters.operation ?? (version >= 2 ? 'response' : 'message');
  if (resource === 'assistant')
    return {
      reason:
        "an OpenAI assistant lives in the OpenAI account it was made in; rebuild it as an AI Agent with the assistant's instructions",
    };
  if (resource !== 'text' || (operation !== 'message' && operation !== 'response'))
    return {
      reason: `the OpenAI node's ${String(resource)} "${String(operation)}" operation has no AIZ node; only "Message a Model" is translated`,
    };
  const listed = asRecord(parameters.messages).values ?? asRecord(parameters.responses).values;
  const messages = (Array.isArray(listed) ? listed : []).map((m) => asRecord(m));
  const lastUser = messages.findLastIndex((m) => (m.role ?? 'user') === 'user');
  const options = asRecord(parameters.options);
  const model = modelOf(parameters);
  const maxTokens = options.maxTokens ?? options.max_tokens;
  if (parameters.simplify === false)
    warn(
      "it output OpenAI's whole response; ours outputs its simplified form (`index`, `message`, `finish_reason`)",
    );
  if (version >= 2)
    warn(
      "it called OpenAI's Responses API; ours answers in the shape of its chat messages (`message.content`)",
    );
  return {
    type: 'llm-prompt',
    parameters: {
      text: lastUser >= 0 ? String(messages[lastUser]?.content ?? '') : '',
      messages: {
        messageValues: messages
          .filter((_, i) => i !== lastUser)
          .map((m) => ({
            type: ROLE_TEMPLATES[String(m.role ?? 'user')] ?? 'HumanMessagePromptTemplate',
            message: String(m.content ?? ''),
          })),
      },
      model: model ? `openai/${model}` : 'openai',
      ...(typeof options.temperature === 'number' ? { temperature: options.temperature } : {}),
      ...(typeof maxTokens === 'number' && maxTokens > 0 ? { maxTokens } : {}),
      // A JSON answer of any object: n8n's "Output Content as JSON".
      ...(parameters.jsonOutput === true ? { jsonSchema: JSON.stringify({ type: 'object' }) } : {}),
      useChatHistory: false,
      outputShape: 'openAiMessage',
    },
  };
}
