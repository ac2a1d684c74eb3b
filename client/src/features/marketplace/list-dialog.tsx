/**
 * "List in the marketplace": a published version of one of the person's workflows becomes a listing —
 * title, one-sentence summary, category, tags, price (0 for free) and an optional README in markdown.
 * The listed version is frozen; a later version is listed as a new release.
 */
import {
  createListingSchema,
  LISTING_CATEGORIES,
  LISTING_CATEGORY_LABELS,
  LISTING_SUMMARY_MAX,
  type ListingCategory,
} from '@common/schemas/marketplace';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useMyDeployments } from './agent-api';
import { AgentOfferFields, type AgentOfferValues, offerableDeployment } from './agent-offer-fields';
import { useCreateListing } from './api';

interface ListForm extends AgentOfferValues {
  title: string;
  summary: string;
  category: ListingCategory | '';
  tags: string;
  price: string;
  readme: string;
  deploymentId: string;
  draft: boolean;
}

type Props = {
  workflow: { id: string; name: string; description: string; latestVersion: number | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The tags field, "crm, e-mail" → ["crm", "e-mail"]. */
export const tagsOf = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');

export function ListInMarketplaceDialog({ workflow, open, onOpenChange }: Props) {
  const navigate = useNavigate();
  const create = useCreateListing();
  const deployments = useMyDeployments(open);
  const deployment = offerableDeployment(deployments.data, workflow.id);
  const form = useSchemaForm(
    createListingSchema,
    (): ListForm => ({
      title: workflow.name,
      summary: workflow.description,
      category: '',
      tags: '',
      price: '0',
      readme: '',
      deploymentId: '',
      offersCopy: true,
      offerAgent: false,
      trialMessagesPerPerson: '3',
      trialBudget: '100',
      draft: false,
    }),
    {
      toInput: (v: ListForm) => ({
        workflowId: workflow.id,
        ...(workflow.latestVersion ? { versionNumber: workflow.latestVersion } : {}),
        title: v.title,
        summary: v.summary,
        category: v.category || undefined,
        tags: tagsOf(v.tags),
        price: v.price.trim() || '0',
        readme: v.readme,
        offersCopy: v.offersCopy,
        ...(v.offerAgent && deployment
          ? {
              deploymentId: deployment.id,
              trialMessagesPerPerson: Number(v.trialMessagesPerPerson || 0),
              trialBudget: Number(v.trialBudget || 0),
            }
          : {}),
        draft: v.draft,
      }),
    },
  );
  const { values, setValue, errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An agent wanted but none to offer: the section says how to deploy one.
    if (create.isPending || (values.offerAgent && !deployment)) return;
    const input = form.validate();
    if (!input) return;
    create.mutate(input, {
      onSuccess: (listing) => {
        onOpenChange(false);
        if (values.draft) {
          toast({
            title: 'Saved as a draft',
            description: `Publish “${listing.title}” from Selling when it is ready.`,
          });
          navigate('/marketplace/selling');
          return;
        }
        toast({ title: 'Listed', description: `“${listing.title}” is in the marketplace.` });
        navigate(`/marketplace/${listing.slug}`);
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) {
          toast({
            variant: 'destructive',
            title: 'Could not list it',
            description: serverMessage(error) ?? 'Try again in a moment.',
          });
        }
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="List in the marketplace"
      description={
        <>
          Version {workflow.latestVersion} of “{workflow.name}” is listed as it is now
          {values.offersCopy ? '; people get a copy of it' : ''}. Its settings and credentials are not shown
          to anyone.
        </>
      }
      onSubmit={submit}
      pending={create.isPending}
      pendingLabel="Saving…"
      submitLabel={values.draft ? 'Save the draft' : 'List it'}
    >
      <FormField label="Title" error={errors.title}>
        {(control) => (
          <Input {...control} value={values.title} onChange={(e) => setValue('title', e.target.value)} />
        )}
      </FormField>
      <FormField label="Summary" error={errors.summary} description="One sentence: what it does for whom.">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={LISTING_SUMMARY_MAX}
            value={values.summary}
            onChange={(e) => setValue('summary', e.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" error={errors.category}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.category}
              onChange={(e) => setValue('category', e.target.value as ListingCategory | '')}
            >
              <option value="">Choose a category</option>
              {LISTING_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {LISTING_CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Price in AIZ"
          error={errors.price}
          description={values.offersCopy ? '0 lists it free.' : 'For a copy, and no copy is offered.'}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              disabled={!values.offersCopy}
              value={values.price}
              onChange={(e) => setValue('price', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <AgentOfferFields
        workflowId={workflow.id}
        values={values}
        setValue={(key, value) => setValue(key, value as never)}
        errors={errors}
        deployments={deployments}
      />
      <FormField label="Tags" error={errors.tags} description="Separated by commas, up to 8.">
        {(control) => (
          <Input {...control} value={values.tags} onChange={(e) => setValue('tags', e.target.value)} />
        )}
      </FormField>
      <FormField label="About it (markdown, optional)" error={errors.readme}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={values.readme}
            onChange={(e) => setValue('readme', e.target.value)}
          />
        )}
      </FormField>
      <div className="flex items-center gap-2 text-sm">
        <Switch
          id="list-as-draft"
          checked={values.draft}
          onCheckedChange={(draft) => setValue('draft', draft)}
        />
        <label htmlFor="list-as-draft">Save as a draft (out of search until you publish it)</label>
      </div>
    </FormDialog>
  );
}
