import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { agentWizardKeys, fetchProviders } from './agent-wizard-api';
import type { AgentEditor } from './use-agent-editor';
import { WizardSection } from './wizard-section';

export const OFFLINE_MODEL_NOTE =
  'No AI provider is configured, so the agent answers with the offline model: it searches the product’s help articles, calls no tools and is not a language model.';

export function ModelSection({ editor }: { editor: AgentEditor }) {
  const { config, setConfig } = editor;
  const providers = useQuery({ queryKey: agentWizardKeys.providers(), queryFn: fetchProviders });
  const usable = (providers.data ?? []).filter((p) => p.type !== 'offline' && p.enabled);
  const offline = providers.isSuccess && usable.length === 0;
  const unknown = config.model !== '' && !usable.some((p) => p.id === config.model.split('/')[0]);
  return (
    <WizardSection
      id="model"
      step={2}
      title="Model"
      description="The AI provider that answers. Automatic lets the router pick the best healthy one."
    >
      {providers.isLoading ? (
        <Skeleton className="h-10 w-full" aria-label="Loading the providers" />
      ) : providers.isError ? (
        <p role="alert" className="text-destructive text-sm">
          The providers could not be loaded. The agent still answers with the router’s choice.
        </p>
      ) : (
        <FormField
          label="Model"
          description={
            offline ? (
              <>
                {OFFLINE_MODEL_NOTE} Connect a provider on{' '}
                <Link className="underline" to="/providers">
                  AI Providers
                </Link>
                .
              </>
            ) : (
              'Ranked by the router by priority and health; if the chosen provider fails, another answers.'
            )
          }
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={offline ? 'offline' : config.model}
              disabled={offline}
              onChange={(e) => setConfig((c) => ({ ...c, model: e.target.value }))}
            >
              {offline ? (
                <option value="offline">Offline model</option>
              ) : (
                <>
                  <option value="">Automatic (best available provider)</option>
                  {usable.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name} ({p.model})
                    </option>
                  ))}
                  {unknown ? <option value={config.model}>{config.model} (not configured)</option> : null}
                </>
              )}
            </NativeSelect>
          )}
        </FormField>
      )}
    </WizardSection>
  );
}
