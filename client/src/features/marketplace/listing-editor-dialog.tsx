/**
 * Editing one's listing, with a live preview of its card and README as buyers will see them (the product's
 * one markdown renderer). A draft is saved as a draft or published; a listed one is saved as it is. The
 * listed version is not changed here: a new version is a release.
 */
import {
  LISTING_CATEGORIES,
  LISTING_CATEGORY_LABELS,
  LISTING_SUMMARY_MAX,
  type ListingCategory,
} from '@common/schemas/marketplace';
import { type SellerListing, updateListingSchema } from '@common/schemas/marketplace-selling';
import { useState } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { useSchemaForm } from '@/lib/use-schema-form';
import { tagsOf } from './list-dialog';
import { ListingCard } from './listing-card';
import { useUpdateListing } from './selling-api';

interface EditForm {
  title: string;
  summary: string;
  category: ListingCategory;
  tags: string;
  price: string;
  readme: string;
}

type Props = { listing: SellerListing; open: boolean; onOpenChange: (open: boolean) => void };

export function ListingEditorDialog({ listing, open, onOpenChange }: Props) {
  const update = useUpdateListing(listing.slug);
  const user = useCurrentUser();
  const [publish, setPublish] = useState(false);
  const form = useSchemaForm(
    updateListingSchema,
    (): EditForm => ({
      title: listing.title,
      summary: listing.summary,
      category: listing.category,
      tags: listing.tags.join(', '),
      price: listing.price,
      readme: listing.readme,
    }),
    {
      toInput: (v: EditForm) => ({
        title: v.title,
        summary: v.summary,
        category: v.category,
        tags: tagsOf(v.tags),
        price: v.price.trim() || '0',
        readme: v.readme,
      }),
    },
  );
  const { values, setValue, errors } = form;
  const draft = listing.status === 'draft';

  const save = (andPublish: boolean) => {
    if (update.isPending) return;
    const input = form.validate();
    if (!input) return;
    setPublish(andPublish);
    update.mutate(andPublish ? { ...input, status: 'listed' } : input, {
      onSuccess: (saved) => {
        onOpenChange(false);
        toast({
          title: andPublish ? 'Published' : 'Saved',
          description: andPublish ? `“${saved.title}” is in the marketplace.` : `“${saved.title}” is saved.`,
        });
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) {
          toast({
            variant: 'destructive',
            title: 'Could not save it',
            description: serverMessage(error) ?? 'Try again in a moment.',
          });
        }
      },
    });
  };

  const preview = {
    id: listing.id,
    slug: listing.slug,
    title: values.title || 'Untitled',
    summary: values.summary,
    category: values.category,
    tags: tagsOf(values.tags).map((t) => t.toLowerCase()),
    price: /^\d+(\.\d+)?$/.test(values.price.trim()) ? values.price.trim() : '0',
    official: false,
    // The preview is of the texts and price this dialog edits; the hosted-agent offer is not edited here.
    offersCopy: true,
    agent: null,
    // Images are edited on the listing's page ("Edit images"), not here.
    iconUrl: null,
    creator: { username: user.user?.username ?? 'you' },
    versionNumber: listing.versionNumber,
    figures: { installs: listing.installs, rating: null, ratingCount: 0 },
    createdAt: listing.createdAt,
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-5xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{draft ? 'Edit the draft' : 'Edit the listing'}</DialogTitle>
          <DialogDescription>
            Version {listing.versionNumber} stays listed as it is; the preview shows what buyers will see.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 lg:grid-cols-2">
          <form
            className="grid content-start gap-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save(false);
            }}
          >
            <FormField label="Title" error={errors.title}>
              {(control) => (
                <Input
                  {...control}
                  value={values.title}
                  onChange={(e) => setValue('title', e.target.value)}
                />
              )}
            </FormField>
            <FormField
              label="Summary"
              error={errors.summary}
              description="One sentence: what it does for whom."
            >
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
                    onChange={(e) => setValue('category', e.target.value as ListingCategory)}
                  >
                    {LISTING_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {LISTING_CATEGORY_LABELS[c]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FormField label="Price in AIZ" error={errors.price} description="0 lists it free.">
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    value={values.price}
                    onChange={(e) => setValue('price', e.target.value)}
                  />
                )}
              </FormField>
            </div>
            <FormField label="Tags" error={errors.tags} description="Separated by commas, up to 8.">
              {(control) => (
                <Input {...control} value={values.tags} onChange={(e) => setValue('tags', e.target.value)} />
              )}
            </FormField>
            <FormField label="About it (markdown)" error={errors.readme}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={8}
                  value={values.readme}
                  onChange={(e) => setValue('readme', e.target.value)}
                />
              )}
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" variant={draft ? 'outline' : 'brand'} disabled={update.isPending}>
                {update.isPending && !publish ? 'Saving…' : draft ? 'Save the draft' : 'Save'}
              </Button>
              {draft ? (
                <Button type="button" variant="brand" disabled={update.isPending} onClick={() => save(true)}>
                  {update.isPending && publish ? 'Publishing…' : 'Save and publish'}
                </Button>
              ) : null}
            </div>
          </form>
          <section aria-label="Preview" className="flex min-w-0 flex-col gap-4 rounded-xl bg-muted/40 p-4">
            <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Preview</h3>
            {/* What the marketplace's grid shows; not a link while editing. */}
            <div inert>
              <ListingCard listing={preview} />
            </div>
            <div className="min-w-0 rounded-lg border bg-background p-4">
              {values.readme.trim() ? (
                <Markdown text={values.readme} />
              ) : (
                <p className="text-muted-foreground text-sm">
                  No README yet: the listing’s page shows the summary only.
                </p>
              )}
            </div>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
