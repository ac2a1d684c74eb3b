/**
 * The AI service the modules use: the provider list (configured providers, then the offline
 * assistant), the router over it, provider statistics, and the admin's provider settings.
 */
import type { ProviderStat } from '@common/schemas/assistant';
import { gte } from 'drizzle-orm';
import type { AiProvidersConfig } from '../config';
import type { Database } from '../db/client';
import { aiCalls } from '../db/schema/ai';
import type { Logger } from '../lib/logger';
import { Cooldowns } from './cooldown';
import { costPerToken } from './cost';
import { buildConfiguredEntries, loadProviderSettings, saveProviderSettings } from './registry';
import { ProviderRouter } from './router';
import { type CallRecord, ProviderStats, WINDOW_MS } from './stats';
import type { ProviderEntry } from './types';

export interface AiServiceDeps {
  config: AiProvidersConfig;
  db: Database;
  logger: Logger;
  /** The offline assistant's entry: always present, always last. */
  offline: ProviderEntry;
  now?: () => number;
  firstTokenTimeoutMs?: number;
  generateTimeoutMs?: number;
}

export class AiService {
  readonly router: ProviderRouter;
  readonly stats: ProviderStats;
  readonly cooldowns: Cooldowns;
  private configured: ProviderEntry[] = [];
  private readonly now: () => number;

  private constructor(private readonly deps: AiServiceDeps) {
    this.now = deps.now ?? Date.now;
    this.stats = new ProviderStats(this.now);
    this.cooldowns = new Cooldowns(this.now);
    this.router = new ProviderRouter({
      providers: () => this.entries(),
      cooldowns: this.cooldowns,
      stats: this.stats,
      now: this.now,
      ...(deps.firstTokenTimeoutMs ? { firstTokenTimeoutMs: deps.firstTokenTimeoutMs } : {}),
      ...(deps.generateTimeoutMs ? { generateTimeoutMs: deps.generateTimeoutMs } : {}),
      onCall: (record) => this.persist(record),
      onMisconfigured: (providerId, failure) =>
        deps.logger.error('AI provider misconfigured: an admin must fix its key or account', {
          providerId,
          status: failure.status,
          error: failure.message,
        }),
    });
  }

  static async create(deps: AiServiceDeps): Promise<AiService> {
    const service = new AiService(deps);
    await service.reload();
    await service.seedStats();
    return service;
  }

  /** Every provider in routing order; the offline assistant last. */
  entries(): ProviderEntry[] {
    return [...this.configured, this.deps.offline];
  }

  async reload(): Promise<void> {
    this.configured = buildConfiguredEntries(this.deps.config, await loadProviderSettings(this.deps.db));
  }

  async saveSettings(change: {
    order?: string[] | undefined;
    enabled?: Record<string, boolean> | undefined;
  }) {
    await saveProviderSettings(this.deps.db, new Date(this.now()), this.configured, change);
    await this.reload();
    // Re-enabling is how an admin says "the key is fixed".
    for (const [id, on] of Object.entries(change.enabled ?? {})) if (on) this.router.clearMisconfigured(id);
  }

  transcribers(): ProviderEntry[] {
    return this.entries().filter((e) => e.enabled && e.transcribe && !this.router.misconfiguration(e.id));
  }

  /** The first enabled provider, in routing order, that turns text into vectors; undefined when none does. */
  embedder(): (ProviderEntry & Required<Pick<ProviderEntry, 'embed'>>) | undefined {
    return this.entries().find(
      (e): e is ProviderEntry & Required<Pick<ProviderEntry, 'embed'>> =>
        e.enabled && e.embed !== undefined && !this.router.misconfiguration(e.id),
    );
  }

  providerStats(): ProviderStat[] {
    return this.entries().map((e) => {
      const w = this.stats.window(e.id);
      const misconfigured = this.router.misconfiguration(e.id);
      const cooldownMs = this.cooldowns.remainingMs(e.id, e.model);
      return {
        id: e.id,
        name: e.name,
        type: e.type,
        model: e.model,
        isHealthy: e.enabled && !misconfigured && cooldownMs === 0,
        successRate: w.successRate,
        responseTime: w.responseTime,
        costPerToken: costPerToken(e.pricing),
        priority: e.priority,
        enabled: e.enabled,
        capabilities: e.capabilities,
        inputs: e.inputs,
        calls: w.calls,
        costUsd: w.costUsd,
        misconfigured: misconfigured ? `HTTP ${misconfigured.status}: ${misconfigured.message}` : null,
        cooldownMs,
        lastError: w.lastError,
      };
    });
  }

  private persist(record: CallRecord) {
    this.deps.db
      .insert(aiCalls)
      .values({
        providerId: record.providerId,
        model: record.model,
        outcome: record.outcome,
        firstTokenMs: record.firstTokenMs === null ? null : Math.round(record.firstTokenMs),
        totalMs: Math.round(record.totalMs),
        inputTokens: record.inputTokens,
        cachedInputTokens: record.cachedInputTokens,
        outputTokens: record.outputTokens,
        costUsd: record.costUsd,
        error: record.error?.slice(0, 1000) ?? null,
        createdAt: new Date(record.at),
      })
      .catch((err: unknown) => this.deps.logger.warn('could not record an AI call', { err }));
  }

  /** Statistics survive a restart: the last hour of calls is read back. */
  private async seedStats() {
    const since = new Date(this.now() - WINDOW_MS);
    const rows = await this.deps.db
      .select()
      .from(aiCalls)
      .where(gte(aiCalls.createdAt, since))
      .orderBy(aiCalls.createdAt);
    for (const r of rows) {
      this.stats.record({
        providerId: r.providerId,
        model: r.model,
        outcome: r.outcome,
        firstTokenMs: r.firstTokenMs,
        totalMs: r.totalMs,
        inputTokens: r.inputTokens,
        cachedInputTokens: r.cachedInputTokens,
        outputTokens: r.outputTokens,
        costUsd: r.costUsd,
        error: r.error,
        at: r.createdAt.getTime(),
      });
    }
  }
}
