/**
 * The CLI's AI port: the providers configured in the environment (`OPENAI_API_KEY`, `ANTHROPIC_API_KEY`, …,
 * each with its optional `<P>_BASE_URL` and `<P>_MODEL`, as the server reads them), behind the same router
 * and port as a server run, without the database (no call records, no admin order or switches). The
 * provider code loads on the first model call: most runs make none. With no provider configured, a node
 * that needs a model stops with a message naming the variables to set.
 */
import { AI_PROVIDERS, envKeysOf } from '../../common/ai-providers';
import type { AiProvidersConfig } from '../config';
import type { AiPort } from '../engine/nodes/ports';

export const NO_PROVIDER_MESSAGE = `No AI provider is configured: set ${AI_PROVIDERS.map((p) => envKeysOf(p).connect).join(', ')} (one is enough) before running the workflow.`;

export function cliAiPort(config: AiProvidersConfig): AiPort {
  const configured = Object.keys(config).length > 0;
  let port: Promise<AiPort> | undefined;
  const open = () =>
    (port ??= (async () => {
      const [
        { ProviderRouter },
        { Cooldowns },
        { ProviderStats },
        { buildConfiguredEntries },
        { createAiPort },
      ] = await Promise.all([
        import('../ai/router'),
        import('../ai/cooldown'),
        import('../ai/stats'),
        import('../ai/registry'),
        import('../ai/workflow-ai-port'),
      ]);
      const entries = buildConfiguredEntries(config, new Map());
      const router = new ProviderRouter({
        providers: () => entries,
        cooldowns: new Cooldowns(),
        stats: new ProviderStats(),
      });
      return createAiPort({ router });
    })());
  return {
    hasProvider: () => configured,
    async generate(request) {
      if (!configured) throw new Error(NO_PROVIDER_MESSAGE);
      return (await open()).generate(request);
    },
  };
}
