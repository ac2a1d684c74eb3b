/** How an operator connects an AI provider: environment variables, read at start. */
import { AI_PROVIDERS, envKeysOf } from '@common/ai-providers';
import { KeyRound } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const code = 'rounded bg-muted px-1.5 py-0.5 font-mono text-[0.8rem]';

export function AddProviderHelp() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          Adding a provider
        </CardTitle>
        <CardDescription>
          Providers are connected by the operator of this server, with environment variables read when it
          starts. Without any, the offline assistant answers from the help articles.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <ul className="grid gap-2 sm:grid-cols-2">
          {AI_PROVIDERS.map((provider) => (
            <li key={provider.id} className="flex flex-wrap items-center gap-2">
              <span className="w-24 font-medium">{provider.label}</span>
              <code className={code}>{envKeysOf(provider).connect}</code>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          Optional for each: <code className={code}>&lt;PROVIDER&gt;_BASE_URL</code> for a compatible endpoint
          or a proxy, and <code className={code}>&lt;PROVIDER&gt;_MODEL</code> to change the default model (
          <code className={code}>OLLAMA_MODEL</code> for Ollama). Restart the server after changing them; the
          new provider then appears here and the router starts using it.
        </p>
        <pre className="overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs leading-relaxed">
          {'OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=sk-ant-...\nOLLAMA_BASE_URL=http://localhost:11434'}
        </pre>
      </CardContent>
    </Card>
  );
}
