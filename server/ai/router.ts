/**
 * The provider router. It is itself an AI SDK LanguageModelV3, so generateText and streamText use it
 * like any model, while it:
 * - picks candidates that have every capability the call needs, by priority, then by a score of success
 *   rate, latency and cost; a preferred provider goes first when it qualifies;
 * - owns retries: adapters are built with no retries; a transient failure moves to the next candidate
 *   and cools that (provider, model) down; 401/402/403 mark the provider misconfigured;
 * - on streams, reads ahead to the first content part, so failover happens before anything reached the
 *   caller; after that, the stream is the caller's;
 * - never fails over a user abort;
 * - calls a model a workflow node names (`model` with `preferredProvider`) as named, on that provider only,
 *   when it is configured: no failover, and a failure (a 404 model_not_found too) says so (named-model.ts);
 * - records every attempt (latency to first token and in total, tokens, cost, outcome).
 */
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
} from '@ai-sdk/provider';
import { classifyFailure, type Failure } from './classify';
import type { Cooldowns } from './cooldown';
import { callCostUsd, usageFrom } from './cost';
import { asNamedModel, type NamedModelFailed, namedModelFailure } from './named-model';
import type { CallRecord, ProviderStats } from './stats';
import { hasNeeds, type Need, type ProviderEntry } from './types';

/** The cooldown and record key of a provider's speech-to-text model, apart from its chat model. */
export const TRANSCRIPTION = 'speech-to-text';

export interface RouterDeps {
  providers: () => readonly ProviderEntry[];
  cooldowns: Cooldowns;
  stats: ProviderStats;
  /** Persists a call record (database); failures to persist are the recorder's to handle. */
  onCall?: (record: CallRecord) => void;
  /** A provider answered 401/402/403. */
  onMisconfigured?: (providerId: string, failure: Failure) => void;
  now?: () => number;
  /** How long to wait for the first content part before failing over. */
  firstTokenTimeoutMs?: number;
  /** How long a whole non-streaming answer may take before failing over. */
  generateTimeoutMs?: number;
}

export interface RouteRequest {
  needs?: readonly Need[];
  preferredProvider?: string | undefined;
  /**
   * A model of `preferredProvider` the caller names. When that provider is configured and switched on,
   * only this model is called (never another model or provider); otherwise the router chooses as usual
   * and `onSelect` tells the caller what answered.
   */
  model?: string | undefined;
  /** Called once the router has committed to a provider. */
  onSelect?: (entry: ProviderEntry, modelId: string) => void;
}

export class NoProviderAvailable extends Error {
  override name = 'NoProviderAvailable';
  constructor(
    message: string,
    readonly failures: { providerId: string; failure: Failure }[],
  ) {
    super(message);
  }
}

const CONTENT_PARTS = new Set<LanguageModelV3StreamPart['type']>([
  'text-delta',
  'reasoning-delta',
  'tool-input-start',
  'tool-call',
  'file',
  'finish',
]);

/** Real output: an empty first delta (some adapters send one) or a citation does not commit the router. */
function isFirstToken(part: LanguageModelV3StreamPart): boolean {
  if (part.type === 'text-delta' || part.type === 'reasoning-delta') return part.delta.length > 0;
  return CONTENT_PARTS.has(part.type);
}

/** Higher is better: reliable first, then fast, then cheap. */
function score(entry: ProviderEntry, stats: ProviderStats): number {
  const w = stats.window(entry.id);
  const latency = w.firstTokenP50 ?? w.responseTime ?? 0;
  const price = entry.pricing.input + entry.pricing.output;
  return w.successRate * 100 - Math.min(latency, 30_000) / 1000 - Math.min(price, 100) / 10;
}

export class ProviderRouter {
  private readonly misconfigured = new Map<string, Failure>();
  private readonly now: () => number;
  private readonly firstTokenTimeoutMs: number;
  private readonly generateTimeoutMs: number;

  constructor(private readonly deps: RouterDeps) {
    this.now = deps.now ?? Date.now;
    this.firstTokenTimeoutMs = deps.firstTokenTimeoutMs ?? 30_000;
    this.generateTimeoutMs = deps.generateTimeoutMs ?? 90_000;
  }

  /** Why a provider is not used, if it is marked misconfigured (cleared by clearMisconfigured). */
  misconfiguration(providerId: string): Failure | undefined {
    return this.misconfigured.get(providerId);
  }

  clearMisconfigured(providerId: string): void {
    this.misconfigured.delete(providerId);
  }

  /** A provider in the live list, switched on or not. */
  listed(providerId: string): ProviderEntry | undefined {
    return this.deps.providers().find((p) => p.id === providerId);
  }

  /** The providers that are configured and switched on (the offline model aside), in routing order. */
  configured(): ProviderEntry[] {
    return this.deps
      .providers()
      .filter((p) => p.enabled && p.type !== 'offline')
      .sort((a, b) => a.priority - b.priority);
  }

  /**
   * Whom to try, in order: the named model alone when its provider is configured and switched on (cooldowns
   * do not skip it: the provider says whether it is still limited), else the routing candidates.
   */
  private targets(request: RouteRequest): { entries: ProviderEntry[]; named: boolean } {
    const provider = request.preferredProvider;
    const entry = request.model && provider ? this.listed(provider) : undefined;
    if (!entry?.enabled || !request.model)
      return { entries: this.candidates(request.needs, provider), named: false };
    const named = asNamedModel(entry, request.model);
    const misconfigured = this.misconfigured.get(entry.id);
    if (misconfigured) throw namedModelFailure(named, misconfigured, undefined, this.configured());
    return { entries: [named], named: true };
  }

  /** A failed attempt at a named model ends the call: no other model answers in its place. */
  private failNamed(entry: ProviderEntry, failure: Failure, error: unknown): NamedModelFailed {
    return namedModelFailure(entry, failure, error, this.configured());
  }

  candidates(needs: readonly Need[] = [], preferred?: string): ProviderEntry[] {
    const usable = this.deps
      .providers()
      .filter((p) => p.enabled && !this.misconfigured.has(p.id) && hasNeeds(p, needs))
      .filter((p) => !this.deps.cooldowns.isCooling(p.id, p.model));
    usable.sort((a, b) => a.priority - b.priority || score(b, this.deps.stats) - score(a, this.deps.stats));
    const first = preferred ? usable.findIndex((p) => p.id === preferred) : -1;
    if (first > 0) usable.unshift(...usable.splice(first, 1));
    return usable;
  }

  /**
   * Speech to text through the providers that transcribe, in routing order, with the bookkeeping of chat:
   * failover, cooldowns (keyed apart from the provider's chat model), misconfiguration, a record of
   * every attempt. A user abort never fails over.
   */
  async transcribe(
    audio: Uint8Array,
    mediaType: string,
    signal?: AbortSignal,
  ): Promise<{ text: string; providerId: string }> {
    const failures: { providerId: string; failure: Failure }[] = [];
    const transcribers = this.deps
      .providers()
      .filter(
        (p) => p.enabled && p.transcribe && !this.misconfigured.has(p.id) && hasNeeds(p, ['transcription']),
      )
      .filter((p) => !this.deps.cooldowns.isCooling(p.id, TRANSCRIPTION))
      .sort((a, b) => a.priority - b.priority);
    for (const provider of transcribers) {
      const entry = { ...provider, model: TRANSCRIPTION };
      const started = this.now();
      try {
        const text = await provider.transcribe!(audio, mediaType, signal);
        const totalMs = this.now() - started;
        this.deps.cooldowns.succeed(entry.id, entry.model);
        this.record(entry, {
          outcome: 'ok',
          firstTokenMs: totalMs,
          totalMs,
          inputTokens: 0,
          cachedInputTokens: 0,
          outputTokens: 0,
          costUsd: 0,
          error: null,
        });
        return { text, providerId: entry.id };
      } catch (error) {
        failures.push(this.attemptFailed(entry, error, signal?.aborted ?? false, started));
      }
    }
    throw this.noProvider(failures);
  }

  model(request: RouteRequest = {}): LanguageModelV3 {
    return {
      specificationVersion: 'v3',
      provider: 'aiz-router',
      modelId: 'auto',
      supportedUrls: {},
      doGenerate: (options) => this.generate(options, request),
      doStream: (options) => this.stream(options, request),
    };
  }

  private record(entry: ProviderEntry, partial: Omit<CallRecord, 'providerId' | 'model' | 'at'>) {
    const record: CallRecord = { providerId: entry.id, model: entry.model, at: this.now(), ...partial };
    this.deps.stats.record(record);
    this.deps.onCall?.(record);
  }

  /**
   * One failed attempt: recorded, then thrown on when the user aborted (never fail over that), else
   * noted (cooldown or misconfiguration) and handed back for the list of failures.
   */
  private attemptFailed(
    entry: ProviderEntry,
    error: unknown,
    userAborted: boolean,
    started: number,
  ): { providerId: string; failure: Failure } {
    const failure = classifyFailure(error, userAborted);
    this.record(entry, this.failureRecord(failure, started));
    if (failure.kind === 'abort') throw error;
    this.noteFailure(entry, failure);
    return { providerId: entry.id, failure };
  }

  private noteFailure(entry: ProviderEntry, failure: Failure) {
    if (failure.kind === 'misconfigured') {
      this.misconfigured.set(entry.id, failure);
      this.deps.onMisconfigured?.(entry.id, failure);
    } else if (failure.kind === 'transient') {
      this.deps.cooldowns.fail(entry.id, entry.model, failure.retryAfterMs);
    }
  }

  private failureRecord(failure: Failure, started: number) {
    return {
      outcome: failure.kind === 'abort' ? ('aborted' as const) : ('error' as const),
      firstTokenMs: null,
      totalMs: this.now() - started,
      inputTokens: 0,
      cachedInputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
      error: failure.status ? `HTTP ${failure.status}: ${failure.message}` : failure.message,
    };
  }

  private noProvider(failures: { providerId: string; failure: Failure }[]): NoProviderAvailable {
    return new NoProviderAvailable(
      failures.length
        ? `Every provider failed: ${failures.map((f) => `${f.providerId} (${f.failure.message})`).join('; ')}`
        : 'No provider can handle this request.',
      failures,
    );
  }

  private async generate(
    options: LanguageModelV3CallOptions,
    request: RouteRequest,
  ): Promise<LanguageModelV3GenerateResult> {
    const failures: { providerId: string; failure: Failure }[] = [];
    const userSignal = options.abortSignal;
    const { entries, named } = this.targets(request);
    for (const entry of entries) {
      const started = this.now();
      // One controller per attempt: the user's abort and the answer timeout both end it.
      const attempt = new AbortController();
      const onUserAbort = () => attempt.abort(userSignal?.reason);
      userSignal?.addEventListener('abort', onUserAbort, { once: true });
      const timer = setTimeout(
        () => attempt.abort(new DOMException('No answer in time', 'TimeoutError')),
        this.generateTimeoutMs,
      );
      try {
        if (userSignal?.aborted) throw userSignal.reason ?? new DOMException('Aborted', 'AbortError');
        const result = await raceAbort(
          entry.languageModel().doGenerate({ ...options, abortSignal: attempt.signal }),
          attempt.signal,
        );
        const usage = usageFrom(result.usage);
        const total = this.now() - started;
        this.deps.cooldowns.succeed(entry.id, entry.model);
        this.record(entry, {
          outcome: 'ok',
          firstTokenMs: total,
          totalMs: total,
          inputTokens: usage.inputTokens,
          cachedInputTokens: usage.cachedInputTokens,
          outputTokens: usage.outputTokens,
          costUsd: callCostUsd(usage, entry.pricing),
          error: null,
        });
        request.onSelect?.(entry, entry.model);
        return result;
      } catch (error) {
        const failed = this.attemptFailed(entry, error, userSignal?.aborted ?? false, started);
        if (named) throw this.failNamed(entry, failed.failure, error);
        failures.push(failed);
      } finally {
        clearTimeout(timer);
        userSignal?.removeEventListener('abort', onUserAbort);
      }
    }
    throw this.noProvider(failures);
  }

  private async stream(
    options: LanguageModelV3CallOptions,
    request: RouteRequest,
  ): Promise<LanguageModelV3StreamResult> {
    const failures: { providerId: string; failure: Failure }[] = [];
    const userSignal = options.abortSignal;
    const { entries, named } = this.targets(request);
    for (const entry of entries) {
      const started = this.now();
      // One controller per attempt: the user's abort and the first-token timeout both end it.
      const attempt = new AbortController();
      const onUserAbort = () => attempt.abort(userSignal?.reason);
      userSignal?.addEventListener('abort', onUserAbort, { once: true });
      const timer = setTimeout(
        () => attempt.abort(new DOMException('No first token in time', 'TimeoutError')),
        this.firstTokenTimeoutMs,
      );
      try {
        if (userSignal?.aborted) throw userSignal.reason ?? new DOMException('Aborted', 'AbortError');
        const result = await entry.languageModel().doStream({ ...options, abortSignal: attempt.signal });
        const reader = result.stream.getReader();
        const buffered: LanguageModelV3StreamPart[] = [];
        let firstTokenMs: number | null = null;
        for (;;) {
          const next = await raceAbort(reader.read(), attempt.signal);
          if (next.done) break;
          if (next.value.type === 'error') throw next.value.error;
          buffered.push(next.value);
          if (isFirstToken(next.value)) {
            firstTokenMs = this.now() - started;
            break;
          }
        }
        clearTimeout(timer);
        request.onSelect?.(entry, entry.model);
        return {
          ...result,
          stream: this.committedStream(
            entry,
            reader,
            buffered,
            started,
            firstTokenMs,
            attempt,
            userSignal,
            onUserAbort,
          ),
        };
      } catch (error) {
        clearTimeout(timer);
        userSignal?.removeEventListener('abort', onUserAbort);
        const failed = this.attemptFailed(entry, error, userSignal?.aborted ?? false, started);
        if (named) throw this.failNamed(entry, failed.failure, error);
        failures.push(failed);
      }
    }
    throw this.noProvider(failures);
  }

  /** The rest of a stream the router has committed to: buffered parts first, then the provider's own. */
  private committedStream(
    entry: ProviderEntry,
    reader: ReadableStreamDefaultReader<LanguageModelV3StreamPart>,
    buffered: LanguageModelV3StreamPart[],
    started: number,
    firstTokenMs: number | null,
    attempt: AbortController,
    userSignal: AbortSignal | undefined,
    onUserAbort: () => void,
  ): ReadableStream<LanguageModelV3StreamPart> {
    let finished = false;
    const finish = (
      outcome: CallRecord['outcome'],
      part: LanguageModelV3StreamPart | undefined,
      error: string | null,
    ) => {
      if (finished) return;
      finished = true;
      userSignal?.removeEventListener('abort', onUserAbort);
      const usage = usageFrom(part?.type === 'finish' ? part.usage : undefined);
      if (outcome === 'ok') this.deps.cooldowns.succeed(entry.id, entry.model);
      this.record(entry, {
        outcome,
        firstTokenMs,
        totalMs: this.now() - started,
        inputTokens: usage.inputTokens,
        cachedInputTokens: usage.cachedInputTokens,
        outputTokens: usage.outputTokens,
        costUsd: callCostUsd(usage, entry.pricing),
        error,
      });
    };
    const handle = (part: LanguageModelV3StreamPart) => {
      if (part.type === 'finish') finish('ok', part, null);
      if (part.type === 'error')
        finish(userSignal?.aborted ? 'aborted' : 'error', undefined, String(part.error));
    };
    return new ReadableStream<LanguageModelV3StreamPart>({
      start(controller) {
        for (const part of buffered) {
          handle(part);
          controller.enqueue(part);
        }
      },
      async pull(controller) {
        try {
          const next = await reader.read();
          if (next.done) {
            finish('ok', undefined, null);
            controller.close();
            return;
          }
          handle(next.value);
          controller.enqueue(next.value);
        } catch (error) {
          finish(
            userSignal?.aborted ? 'aborted' : 'error',
            undefined,
            error instanceof Error ? error.message : String(error),
          );
          controller.error(error);
        }
      },
      async cancel(reason) {
        finish('aborted', undefined, null);
        attempt.abort(reason);
        await reader.cancel(reason).catch(() => {});
      },
    });
  }
}

/** Rejects as soon as the signal aborts, even if the provider's stream would not notice. */
function raceAbort<T>(promise: PromiseLike<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}
