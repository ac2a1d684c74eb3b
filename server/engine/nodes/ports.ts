/**
 * The platform's services a node may call (credentials, outbound HTTP, send e-mail, move AIZ, run another
 * workflow, answer the webhook that started the run). The engine stays pure: the server fills these in per run (see
 * server/modules/workflows/), tests pass fakes, and the CLI passes none. A node whose port is absent fails
 * with a message that says where it can run.
 *
 * Side effects are idempotent: the node passes a key made by `effectKey` from the run, the node, its run
 * index and the item, so a run resumed after a crash or retried after a failure never sends or pays twice.
 */
import type { AgentEvent } from '../../../common/schemas/agents';
import type { SolarEstimateRequest, SolarEstimateResponse } from '../../../common/schemas/solar';
import type { SolaraLeadDraft } from '../../../common/schemas/solara';
import type { Item } from '../core';

export interface MailMessage {
  to: string[];
  cc?: string[];
  bcc?: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailPort {
  /**
   * Sends at most once per key. `replayed: true` means this key was sent (or its sending was cut off)
   * before, and nothing is sent now; `messageId` is null when no message id is known.
   */
  send(
    message: MailMessage,
    idempotencyKey: string,
  ): Promise<{ messageId: string | null; replayed: boolean }>;
}

export interface LedgerPort {
  /** Pays from the workflow owner's account, within the workflow's budget. `amount` is AIZ as a decimal string. */
  transfer(
    /** `to` is the recipient's username; `nodeId` the paying node, recorded with the transfer. */
    request: { to: string; amount: string; memo?: string; nodeId: string },
    idempotencyKey: string,
  ): Promise<{ transferId: string; replayed: boolean; from: string; to: string; amount: string }>;
}

/** What the on-chain payment node asks: `amount` in the token's own units as a decimal text. */
export interface ChainPaymentRequest {
  chainId: number;
  /** 'native' (the chain's own coin) or an ERC-20 contract's address. */
  token: string;
  /** The recipient's address. */
  to: string;
  amount: string;
  nodeId: string;
}

export interface ChainPaymentPort {
  /**
   * Pays from the custodial address of the agent (deployment) the workflow belongs to, within that agent's
   * policy, at most once per key; throws a sentence saying why when refused (no address, no gas, a limit).
   */
  pay(
    request: ChainPaymentRequest,
    idempotencyKey: string,
  ): Promise<{
    txHash: string;
    replayed: boolean;
    chainId: number;
    token: string;
    from: string;
    to: string;
    amount: string;
  }>;
}

export interface SubWorkflowPort {
  /** Runs another workflow of the same owner with `items` as its trigger's items. */
  execute(request: {
    workflowId: string;
    /** The latest published version (default), or the draft. */
    source: 'published' | 'draft';
    items: Item[];
    /** Wait for it to end and answer its last node's items; else answer at once with the run id. */
    waitForCompletion: boolean;
    /** The calling run and node: nests are limited, and the child knows its parent. */
    parent: { runId: string; nodeId: string };
    /** One child run per key: the same node run, run again (a resume, a retry), finds its child again. */
    idempotencyKey: string;
  }): Promise<{ runId: string; status: string; items: Item[] }>;
}

export interface WebhookResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface WebhookPort {
  /** Answers the HTTP request that started this run (the respond-to-webhook node); once per run. */
  respond(response: WebhookResponse): void;
}

/** A stored credential, decrypted for one node run: never logged, never in a run record or an error. */
export interface Credential {
  id: string;
  name: string;
  /** 'apiKey' | 'bearer' | 'basic' | 'header' | 'query' | 'oauth2ClientCredentials' */
  type: string;
  /**
   * The type's fields (common/schemas/credentials.ts). For 'oauth2ClientCredentials' also `accessToken` and
   * `tokenType`: a current token from the token URL, fetched through the HTTP port and kept until it expires.
   */
  data: Record<string, string>;
}

export interface CredentialsPort {
  /** The workflow owner's credential by id; throws a message naming the node's credential slot when missing. */
  get(id: string): Promise<Credential>;
}

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs: number;
  maxResponseBytes: number;
  followRedirects: boolean;
  /** Hops followed before giving up; the platform's default (5) when absent. */
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
  /** The URL answered, after redirects. */
  url: string;
}

export interface HttpPort {
  /** Outbound HTTP through the SSRF guard: private, loopback and metadata addresses are refused. */
  request(request: HttpRequest): Promise<HttpResponse>;
}

/** One turn of a conversation. */
export interface AiMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** A tool the model may call: its arguments are JSON of `inputSchema` (a JSON Schema object). */
export interface AiToolSpec {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export interface AiToolCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

/** An agent loop's turns: the model's tool calls, and what each tool answered. */
export type AiAgentMessage =
  | AiMessage
  | { role: 'assistant'; content: string; toolCalls: AiToolCall[] }
  | { role: 'tool'; toolCallId: string; toolName: string; content: string };

export interface AiGenerateRequest {
  system?: string;
  /** The conversation so far, the last message the one to answer; or `prompt`, one user message. */
  messages?: AiAgentMessage[];
  prompt?: string;
  /** Tools the model may call instead of answering; the calls come back in `toolCalls`, unanswered. */
  tools?: AiToolSpec[];
  /** Told each piece of the reply as it is generated (the call streams); not with a schema. */
  onToken?: (text: string) => void;
  /**
   * What the node asks for. `provider/model` (`openai/gpt-4o-mini`): that model on that provider when it is
   * configured, never another (a failure, an unknown model too, throws `AiModelError`); when the provider
   * is not configured the router chooses and the result's `notes` say what answered. `provider`: preferred,
   * with failover. Empty or `auto`: the router's choice.
   */
  model?: string;
  temperature?: number;
  maxTokens?: number;
  /** A JSON Schema: the provider is asked for JSON of this shape (the caller validates what comes back). */
  schema?: Record<string, unknown>;
  signal?: AbortSignal;
}

export interface AiGenerateResult {
  text: string;
  /** The reply parsed as JSON, when a schema was asked for and the reply is JSON. */
  object?: unknown;
  usage: { inputTokens: number; outputTokens: number };
  costUsd: number;
  providerId: string;
  model: string;
  /** Answered by the offline model (no provider configured, or none answered): a retrieval model, not an LLM. */
  offline: boolean;
  /** What the step should say: another model answered than the node asked for, or its price is estimated. */
  notes?: string[];
  /** The tools the model asked to call (only when `tools` were offered); the caller runs them and asks again. */
  toolCalls?: AiToolCall[];
}

/** The provider router, for the AI nodes (and the agent loop after them). */
export interface AiPort {
  /** Whether a real provider (not the offline model) is there to take a call. */
  hasProvider(): boolean;
  generate(request: AiGenerateRequest): Promise<AiGenerateResult>;
}

/** A connection to a remote MCP server: its tools, and calling them. */
export interface McpSession {
  tools: AiToolSpec[];
  call(name: string, input: Record<string, unknown>): Promise<{ output: string; failed: boolean }>;
  close(): Promise<void>;
}

export interface McpPort {
  /** Connects (over the guarded HTTP port) and lists the server's tools. */
  open(url: string, signal?: AbortSignal): Promise<McpSession>;
}

/** A conversation's memory per session (an agent's), kept by the platform per workflow. */
export interface MemoryPort {
  /** The last `limit` messages of the session, oldest first. */
  read(sessionId: string, limit: number): Promise<AiMessage[]>;
  append(sessionId: string, messages: AiMessage[]): Promise<void>;
}

/** What a conversation's variables may take, as JSON, per conversation (the server and the CLI keep to it). */
export const MAX_CONVERSATION_BYTES = 64 * 1024;

/**
 * A conversation's variables (Dify's conversation variables), kept by the platform per workflow and session
 * between messages, as Dify keeps them per conversation.
 */
export interface ConversationPort {
  /**
   * A message of the session starts: the variables kept so far (`{}` for a new conversation) and this
   * message's number in the conversation (1 for the first, Dify's `sys.dialogue_count`).
   */
  begin(sessionId: string): Promise<{ variables: Record<string, unknown>; turn: number }>;
  /** Keeps these values over the ones kept; throws a message when the conversation would grow past the bound. */
  write(sessionId: string, variables: Record<string, unknown>): Promise<void>;
}

/** Told what an agent does as it goes (tokens, tool calls, tool results): a chat streams them. */
export interface EventsPort {
  emit(event: AgentEvent): void;
}

export interface KnowledgeHit {
  documentId: string;
  documentName: string;
  chunkId: string;
  text: string;
  /** The PDF page the passage starts on. */
  page?: number;
  /** The markdown heading it falls under. */
  heading?: string;
  score: number;
}

/** A document a run adds to its workflow's knowledge: text, or a file's bytes (text, markdown, PDF, DOCX). */
export type KnowledgeInput =
  | { name: string; text: string }
  | { name: string; bytes: Uint8Array; fileName?: string; mediaType?: string };

/** A document added: its id, name and how many chunks it was cut into. */
export interface KnowledgeAdded {
  documentId: string;
  name: string;
  chunks: number;
}

/** The documents uploaded to the run's workflow (its knowledge), for the knowledge-retrieval node. */
export interface KnowledgePort {
  /**
   * Adds a document to the workflow's knowledge, cut into chunks of at most `size` characters overlapping
   * by about `overlap`, embedded by the AI provider when one offers embeddings (as an upload is).
   */
  add(document: KnowledgeInput, chunking: { size: number; overlap: number }): Promise<KnowledgeAdded>;
  /**
   * The best passages for `query`, best first: at most `topK`, none scoring under `minScore`. `mode` says
   * how they were ranked: 'bm25' (by words; the score is BM25's) or 'hybrid' (BM25 and the provider's
   * embeddings fused by reciprocal rank; the score is the fused one, at most about 0.03).
   */
  search(
    query: string,
    options: { topK: number; minScore: number },
  ): Promise<{ mode: 'bm25' | 'hybrid'; hits: KnowledgeHit[] }>;
}

/**
 * The solar vertical's services (the solar nodes): the estimate, and the leads and open slots of the one
 * installer the run works for (the workflow's owner, or a deployment's; the server binds it).
 */
export interface SolarPort {
  /** The estimate API's answer; throws a message a person can act on (an unknown ZIP code). */
  estimate(request: SolarEstimateRequest): Promise<SolarEstimateResponse>;
  openSlots(range: { from: Date; to: Date }): Promise<{ startsAt: string; endsAt: string }[]>;
  saveLead(lead: SolaraLeadDraft): Promise<{ leadId: string; score: number }>;
  /** Books one open slot for a saved lead; `taken` when someone booked it first. */
  bookSlot(request: {
    leadId: string;
    startsAt: string;
    consentText: string;
  }): Promise<
    | { booked: true; appointmentId: string; startsAt: string; endsAt: string }
    | { booked: false; taken: true; message: string }
  >;
}

export interface PlatformPorts {
  ai?: AiPort;
  knowledge?: KnowledgePort;
  credentials?: CredentialsPort;
  http?: HttpPort;
  mail?: MailPort;
  ledger?: LedgerPort;
  /** On-chain payments from an agent's wallet (the agent-wallets module provides it). */
  chain?: ChainPaymentPort;
  workflows?: SubWorkflowPort;
  webhook?: WebhookPort;
  memory?: MemoryPort;
  conversation?: ConversationPort;
  events?: EventsPort;
  mcp?: McpPort;
  solar?: SolarPort;
}

/** The key of one side effect: the same run, node, node run and item always give the same key. */
export function effectKey(ctx: { runId: string; node: { id: string }; runIndex: number }, itemIndex: number) {
  return `wf:${ctx.runId}:${ctx.node.id}:${ctx.runIndex}:${itemIndex}`;
}

/** The port a node needs, or an error that says where the node can run. */
/** The model a node names gave no answer (unknown to its provider, or failing); never replaced by another. */
export class AiModelError extends Error {
  override name = 'AiModelError';
}

export function requirePort<K extends keyof PlatformPorts>(
  ports: PlatformPorts,
  name: K,
  nodeName: string,
  what: string,
): NonNullable<PlatformPorts[K]> {
  const port = ports[name];
  if (!port)
    throw new Error(`Node "${nodeName}": ${what} is only available when the workflow runs on the server.`);
  return port as NonNullable<PlatformPorts[K]>;
}

/**
 * The credential linked to the node's `slot` (`node.credentials` in the document), opened through the port.
 * Errors name the node and the slot, or the credential still to link after an import; never a value.
 */
export async function slotCredential(
  ctx: {
    node: { name: string; credentials?: Record<string, { id?: string; name?: string }> };
    ports: PlatformPorts;
  },
  slot: string,
): Promise<Credential> {
  const ref = ctx.node.credentials?.[slot];
  if (!ref?.id)
    throw new Error(
      ref?.name
        ? `Node "${ctx.node.name}": link one of your credentials in place of "${ref.name}" (${slot}) in its settings.`
        : `Node "${ctx.node.name}": choose a credential (${slot}) in its settings.`,
    );
  const port = requirePort(ctx.ports, 'credentials', ctx.node.name, 'Credentials');
  try {
    return await port.get(ref.id);
  } catch (err) {
    throw new Error(`Node "${ctx.node.name}" (${slot}): ${err instanceof Error ? err.message : String(err)}`);
  }
}
