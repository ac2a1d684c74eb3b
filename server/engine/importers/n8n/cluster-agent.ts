/**
 * n8n's AI Agent root and its memory sub-nodes → our `ai-agent` parameters. The agent's prompt
 * (`promptType`/`text`), system message (`options.systemMessage`, or the defaults n8n's agent kinds send
 * when none is written) and iteration limit become ours; a memory sub-node becomes the agent's memory
 * window and session, and an agent without one sees no earlier messages (as in n8n).
 */

type Json = Record<string, unknown>;

/** What n8n sends as the system message when none is written (its tools and conversational agents). */
const DEFAULT_SYSTEM_MESSAGES: Readonly<Record<string, string>> = {
  toolsAgent: 'You are a helpful assistant',
  conversationalAgent:
    'Do your best to answer the questions. Feel free to use any tools available to look up relevant information, if necessary.',
};

/** Agent kinds of n8n 1.0-1.6 that we run as a tool-calling agent, which answers the same questions. */
const TOOL_CALLING_KINDS = new Set(['toolsAgent', 'conversationalAgent', 'openAiFunctionsAgent']);

const asRecord = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** The agent kind: chosen in `agent` up to version 1.6, where 1.0-1.5 default to the conversational agent. */
function agentKind(parameters: Json, version: number): string {
  if (typeof parameters.agent === 'string') return parameters.agent;
  return version < 1.6 ? 'conversationalAgent' : 'toolsAgent';
}

/** A reason the agent cannot be run as ours, or undefined. */
export function unsupportedAgentReason(parameters: Json, version: number): string | undefined {
  const kind = agentKind(parameters, version);
  if (kind === 'sqlAgent')
    return 'the SQL agent queries a database AIZ does not reach; rebuild it as an AI Agent with a tool that queries it';
  if (kind === 'planAndExecuteAgent')
    return 'the plan-and-execute agent plans steps before acting, which our AI Agent does not; rebuild it as an AI Agent';
  return undefined;
}

export function agentParameters(parameters: Json, version: number, warn: (message: string) => void): Json {
  const kind = agentKind(parameters, version);
  // Versions before 1.7 keep the options of each kind under their own key (`options_openAiFunctionsAgent`).
  const options = { ...asRecord(parameters[`options_${kind}`]), ...asRecord(parameters.options) };
  if (!TOOL_CALLING_KINDS.has(kind))
    warn(`it is n8n's "${kind}"; ours calls tools through the provider's function calling instead`);
  const written = typeof options.systemMessage === 'string' ? options.systemMessage : undefined;
  const instructions = written ?? DEFAULT_SYSTEM_MESSAGES[kind] ?? '';
  // 'auto' reads the chat trigger's message, which our agent does when its prompt is empty.
  const promptType = parameters.promptType ?? (version >= 1.7 ? 'auto' : undefined);
  const text =
    typeof parameters.text === 'string' ? parameters.text : version < 1.1 ? '={{ $json.input }}' : '';
  const maxIterations = options.maxIterations;
  return {
    instructions,
    prompt: promptType === 'auto' ? '' : text,
    ...(typeof maxIterations === 'number' && maxIterations >= 1
      ? { maxIterations: Math.min(50, Math.round(maxIterations)) }
      : {}),
    // No memory sub-node: n8n's agent sees only the message (a memory folded in below sets the window).
    memoryWindow: 0,
  };
}

const LANGCHAIN = '@n8n/n8n-nodes-langchain.';

/** n8n memory sub-nodes we fold into the agent; where n8n kept the messages, for the report. */
export const MEMORY_TYPES: Readonly<Record<string, string>> = {
  [`${LANGCHAIN}memoryBufferWindow`]: '',
  [`${LANGCHAIN}memoryPostgresChat`]: 'a Postgres table',
  [`${LANGCHAIN}memoryRedisChat`]: 'Redis',
  [`${LANGCHAIN}memoryMongoDbChat`]: 'MongoDB',
};

/** n8n's default window: 5 exchanges (the buffer window memory's k counts question-answer pairs). */
const DEFAULT_EXCHANGES = 5;
const MAX_MEMORY_WINDOW = 200;

/**
 * A memory sub-node → `{memoryWindow, sessionId}`. LangChain's window memory keeps the last k exchanges,
 * two messages each. The session is the item's `sessionId` (`fromInput`, our default) or the key written
 * (`customKey`, and versions before 1.2, whose key defaulted to "chat_history").
 */
export function memoryParameters(
  type: string,
  parameters: Json,
  version: number,
  warn: (message: string) => void,
): Json {
  const exchanges =
    typeof parameters.contextWindowLength === 'number' ? parameters.contextWindowLength : DEFAULT_EXCHANGES;
  const where = MEMORY_TYPES[type];
  if (where)
    warn(
      `it kept the conversation in ${where}; AIZ keeps it in its own storage, per workflow and session (earlier messages there are not read)`,
    );
  const sessionIdType = parameters.sessionIdType ?? (version < 1.2 ? 'customKey' : 'fromInput');
  const key =
    typeof parameters.sessionKey === 'string' && parameters.sessionKey.trim() !== ''
      ? parameters.sessionKey
      : 'chat_history';
  return {
    memoryWindow: Math.max(0, Math.min(MAX_MEMORY_WINDOW, Math.round(exchanges) * 2)),
    ...(sessionIdType === 'customKey' ? { sessionId: key } : {}),
  };
}
