/**
 * Every AI provider, one folder each (see ../README.md): the routing order, the admin page, the
 * environment variables (through common/ai-providers.ts) and the contract tests all come from here.
 */
import { defineRegistry } from '@common/plugins/registry';
import { anthropic } from './anthropic/provider';
import type { ProviderDefinition } from './define';
import { google } from './google/provider';
import { ollama } from './ollama/provider';
import { openai } from './openai/provider';
import { perplexity } from './perplexity/provider';
import { xai } from './xai/provider';

export const PROVIDERS = defineRegistry<ProviderDefinition>('AI provider', [
  openai,
  anthropic,
  google,
  xai,
  perplexity,
  ollama,
]);

export type { Adapter, ProviderDefinition } from './define';
