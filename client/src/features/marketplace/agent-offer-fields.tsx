/**
 * The list dialog's "Offer as a hosted agent" section: the workflow's own deployment (one per workflow) is
 * offered to buyers, who pay its price per run (shown here, set in the fleet, never copied); a copy may still
 * be offered beside it, or not; and "Try it": free messages per person and the budget the creator pays for.
 */
import type { Deployment } from '@common/schemas/deployments';
import { TRIAL_BUDGET_MAX, TRIAL_MESSAGES_PER_PERSON_MAX } from '@common/schemas/marketplace-agent';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import type { useMyDeployments } from './agent-api';
import { priceLabel } from './listing-card';

export interface AgentOfferValues {
  offersCopy: boolean;
  offerAgent: boolean;
  trialMessagesPerPerson: string;
  trialBudget: string;
}

type Props = {
  workflowId: string;
  values: AgentOfferValues;
  setValue: <K extends keyof AgentOfferValues>(key: K, value: AgentOfferValues[K]) => void;
  errors: Partial<Record<keyof AgentOfferValues | 'deploymentId', string>>;
  /** The person's deployments (`useMyDeployments`), read by the dialog too. */
  deployments: Pick<ReturnType<typeof useMyDeployments>, 'data' | 'isPending' | 'isError'>;
};

const KEY_SURFACES = ['rest', 'openai', 'mcp'];

/** The workflow's deployment a listing may offer: active and callable with a key. */
export function offerableDeployment(deployments: Deployment[] | undefined, workflowId: string) {
  return (
    deployments?.find(
      (d) =>
        d.workflowId === workflowId &&
        d.status === 'active' &&
        d.surfaces.some((s) => KEY_SURFACES.includes(s)),
    ) ?? null
  );
}

export function AgentOfferFields({ workflowId, values, setValue, errors, deployments }: Props) {
  const deployment = offerableDeployment(deployments.data, workflowId);
  const switchRow = (id: string, label: string, checked: boolean, onChange: (on: boolean) => void) => (
    <div className="flex items-center gap-2 text-sm">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 font-medium text-sm">Offers</legend>
      {switchRow('listing-offers-copy', 'Offer a copy (at the price above)', values.offersCopy, (on) =>
        setValue('offersCopy', on),
      )}
      {switchRow('listing-offers-agent', 'Offer as a hosted agent', values.offerAgent, (on) =>
        setValue('offerAgent', on),
      )}
      {values.offerAgent ? (
        deployments.isPending ? (
          <p className="text-muted-foreground text-sm" aria-busy="true">
            Looking for this workflow’s deployment…
          </p>
        ) : deployments.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Your deployments could not be loaded. Close this and try again.
          </p>
        ) : !deployment ? (
          <p role="alert" className="text-sm">
            This workflow has no active deployment that takes a key (REST, OpenAI-compatible or MCP).{' '}
            <Link to="/fleet" className="underline">
              Deploy it from the fleet
            </Link>{' '}
            first, with a price per run.
          </p>
        ) : (
          <>
            <p className="text-sm">
              Buyers get their own key to <span className="font-mono">{deployment.slug}</span> and pay its
              price per run: <strong>{priceLabel(deployment.price)}</strong>
              {priceLabel(deployment.price) === 'Free' ? '' : ' a run'} (you get it less the 5% platform fee).
              Change the price in the fleet.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Free messages per person"
                error={errors.trialMessagesPerPerson}
                description={`“Try it” on the listing page; 0 for none, up to ${TRIAL_MESSAGES_PER_PERSON_MAX}.`}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    value={values.trialMessagesPerPerson}
                    onChange={(e) => setValue('trialMessagesPerPerson', e.target.value)}
                  />
                )}
              </FormField>
              <FormField
                label="Trial budget (messages)"
                error={errors.trialBudget}
                description={`All free messages together, up to ${TRIAL_BUDGET_MAX.toLocaleString('en')}; their model cost is yours.`}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    value={values.trialBudget}
                    onChange={(e) => setValue('trialBudget', e.target.value)}
                  />
                )}
              </FormField>
            </div>
          </>
        )
      ) : null}
      {errors.deploymentId ? <p className="text-destructive text-sm">{errors.deploymentId}</p> : null}
    </fieldset>
  );
}
