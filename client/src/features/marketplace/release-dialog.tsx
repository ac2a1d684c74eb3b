/**
 * "New release": a later published version of the listed workflow becomes the current one, with a
 * changelog in markdown (required). Buyers of earlier releases see "Update available" on their copies.
 */
import { createReleaseSchema, type SellerListing } from '@common/schemas/marketplace-selling';
import { versionListSchema } from '@common/schemas/workflows';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { apiJson, serverMessage } from '@/lib/api';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateRelease } from './selling-api';

type Props = { listing: SellerListing; open: boolean; onOpenChange: (open: boolean) => void };

export function ReleaseDialog({ listing, open, onOpenChange }: Props) {
  const release = useCreateRelease(listing.slug);
  const versions = useQuery({
    queryKey: ['workflows', 'versions', listing.workflowId],
    queryFn: () =>
      apiJson('GET', `/api/workflows/${encodeURIComponent(listing.workflowId)}/versions`, {
        parse: (b) => versionListSchema.parse(b),
      }),
    enabled: open,
  });
  const later = (versions.data?.versions ?? []).filter((v) => v.number > listing.versionNumber);
  const form = useSchemaForm(
    createReleaseSchema,
    { versionNumber: '', changelog: '' },
    {
      toInput: (v: { versionNumber: string; changelog: string }) => ({
        versionNumber: Number(v.versionNumber || later[0]?.number || 0),
        changelog: v.changelog,
      }),
    },
  );
  const { values, setValue, errors } = form;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input || release.isPending) return;
    release.mutate(input, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Released', description: `Version ${input.versionNumber} is the current release.` });
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) {
          toast({
            variant: 'destructive',
            title: 'Could not release it',
            description: serverMessage(error) ?? 'Try again.',
          });
        }
      },
    });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<>New release of “{listing.title}”</>}
      description={
        <>
          Version {listing.versionNumber} is listed now and stays as it was for those who have it. New copies
          come from the release; buyers may update theirs after seeing what changes.
        </>
      }
      onSubmit={submit}
      pending={release.isPending}
      pendingLabel="Releasing…"
      submitLabel="Release it"
      submitDisabled={later.length === 0}
    >
      {versions.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(versions.error) ?? 'The versions could not be loaded.'}
        </p>
      ) : versions.data && later.length === 0 ? (
        <p className="text-sm">
          No version later than {listing.versionNumber} is published yet.{' '}
          <Link to={`/builder-advanced?workflow=${listing.workflowId}`} className="underline">
            Open the workflow
          </Link>{' '}
          and publish one first.
        </p>
      ) : (
        <FormField label="Version" error={errors.versionNumber}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.versionNumber || String(later[0]?.number ?? '')}
              onChange={(e) => setValue('versionNumber', e.target.value)}
              disabled={!versions.data}
            >
              {later.map((v) => (
                <option key={v.number} value={v.number}>
                  Version {v.number}
                  {v.note ? ` — ${v.note}` : ''}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <FormField label="What changed (markdown)" error={errors.changelog}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={values.changelog}
            onChange={(e) => setValue('changelog', e.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
