/**
 * /deploy/solar-ai-agent (issue 22, item 5): the installer configures their own Solara (brand, colour, logo,
 * greeting, service area, prices and floor, ways to pay, consent text, time zone) with a live preview, sets
 * the hours it books into, and deploys it: a copy of the Solara workflow, published and deployed for the sites
 * they list, with the snippet for their page. Deploying again updates the same deployment.
 */
import {
  SOLARA_FINANCE_PRODUCTS,
  type SolaraDeployment,
  solaraDeployRequestSchema,
} from '@common/schemas/solara';
import { Check, Copy, Rocket } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { type FieldErrors, fieldErrorsFrom, fieldErrorsFromIssues } from '@/lib/field-errors';
import { AvailabilitySection } from './availability-editor';
import { timeZoneChoices } from './availability-form';
import { useDeploySolara, useSolaraDeployments } from './solar-api';
import {
  draftOf,
  FINANCE_PRODUCT_LABELS,
  fieldOfPath,
  requestOf,
  type SolaraDraft,
  type SolaraDraftField,
} from './solara-deploy-form';
import { SolaraPreview } from './solara-preview';

function EmbedSnippet({ deployment }: { deployment: SolaraDeployment }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(deployment.embedSnippet);
      setCopied(true);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy',
        description: 'Select the snippet and copy it.',
      });
    }
  };
  return (
    <section aria-labelledby="solara-embed-heading" className="grid gap-3 rounded-xl border bg-card p-5">
      <div>
        <h2 id="solara-embed-heading" className="font-semibold text-lg">
          On your site
        </h2>
        <p className="text-muted-foreground text-sm">
          Paste this before <code>&lt;/body&gt;</code> on your pages. The chat answers only on{' '}
          {deployment.allowedOrigins.join(', ')}; leads land in your{' '}
          <Link to="/solar" className="underline">
            Solar hub
          </Link>
          .
        </p>
      </div>
      <pre className="overflow-x-auto rounded-lg bg-muted p-3 text-xs" data-testid="solara-embed-snippet">
        {deployment.embedSnippet}
      </pre>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy snippet'}
        </Button>
        <span className="text-muted-foreground">
          {deployment.status === 'active' ? 'Live' : 'Paused'} as <strong>{deployment.slug}</strong>, version{' '}
          {deployment.versionNumber}
        </span>
      </div>
    </section>
  );
}

function SolaraForm({ deployment }: { deployment: SolaraDeployment | undefined }) {
  // A template's "Use this template" (/templates/solar-ai-agent) names its variant; a deployment keeps its own.
  const [params] = useSearchParams();
  const variant = params.get('variant');
  const [draft, setDraft] = useState<SolaraDraft>(() =>
    draftOf(deployment, Intl.DateTimeFormat().resolvedOptions().timeZone, variant),
  );
  const [errors, setErrors] = useState<FieldErrors<SolaraDraftField>>({});
  const deploy = useDeploySolara();
  const zones = useMemo(() => timeZoneChoices([draft.timeZone]), [draft.timeZone]);

  const set = <F extends SolaraDraftField>(field: F, value: SolaraDraft[F]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest as FieldErrors<SolaraDraftField>);
  };
  const text = (field: Exclude<SolaraDraftField, 'financeProducts'>) => ({
    value: draft[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    disabled: deploy.isPending,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deploy.isPending) return;
    const parsed = solaraDeployRequestSchema.safeParse(requestOf(draft));
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, fieldOfPath));
      return;
    }
    setErrors({});
    deploy.mutate(parsed.data, {
      onSuccess: (deployed) =>
        toast({
          title: deployment ? 'Your Solara is updated' : 'Your Solara is live',
          description: `Deployed as ${deployed.slug}. Paste the snippet on your site.`,
        }),
      onError: (error) => {
        const fromServer = fieldErrorsFrom(error, fieldOfPath);
        setErrors(fromServer);
        if (Object.keys(fromServer).length === 0)
          toast({
            variant: 'destructive',
            title: 'Your Solara was not deployed',
            description: serverMessage(error) ?? 'Try again in a moment.',
          });
      },
    });
  };
  const shown = deploy.data ?? deployment;

  return (
    <div className="grid gap-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <form onSubmit={submit} noValidate aria-label="Your Solara" className="grid gap-5">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-lg">Brand</legend>
            <FormField label="Company name" error={errors.brandName}>
              {(p) => <Input {...p} {...text('brandName')} placeholder="Sunny Roofs" maxLength={80} />}
            </FormField>
            <FormField label="Brand colour" error={errors.brandColor}>
              {(p) => (
                <div className="flex gap-2">
                  <input
                    type="color"
                    aria-label="Pick the brand colour"
                    value={/^#[0-9a-f]{6}$/i.test(draft.brandColor) ? draft.brandColor : '#f59e0b'}
                    onChange={(e) => set('brandColor', e.target.value)}
                    className="h-10 w-12 cursor-pointer rounded-lg border bg-background p-1"
                  />
                  <Input {...p} {...text('brandColor')} className="font-mono" maxLength={7} />
                </div>
              )}
            </FormField>
            <FormField
              label="Logo address"
              className="sm:col-span-2"
              description="An https address of your logo (square works best); leave empty for none."
              error={errors.logoUrl}
            >
              {(p) => <Input {...p} {...text('logoUrl')} placeholder="https://www.example.com/logo.png" />}
            </FormField>
            <FormField
              label="Greeting"
              className="sm:col-span-2"
              description={
                draft.kept.locale === 'es'
                  ? 'This Solara speaks Spanish (the Spanish template): every question, reply and card label is in Spanish, so write the greeting and the consent text in Spanish too.'
                  : undefined
              }
              error={errors.greeting}
            >
              {(p) => <Textarea {...p} {...text('greeting')} rows={3} maxLength={600} />}
            </FormField>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-lg">Where and what you sell</legend>
            <FormField
              label="ZIP code prefixes"
              description="Such as 850, 852 (1 to 5 digits each). Empty with no states: the whole US."
              error={errors.zipPrefixes}
            >
              {(p) => <Input {...p} {...text('zipPrefixes')} placeholder="850, 852" />}
            </FormField>
            <FormField label="States" description="Two-letter codes, such as AZ, NM." error={errors.states}>
              {(p) => <Input {...p} {...text('states')} placeholder="AZ, NM" />}
            </FormField>
            <FormField
              label="Price per watt ($)"
              description="The installed price the estimate quotes, ±10%."
              error={errors.pricePerWatt}
            >
              {(p) => <Input {...p} {...text('pricePerWatt')} inputMode="decimal" />}
            </FormField>
            <FormField
              label="Floor price per watt ($)"
              description="Never quoted below this."
              error={errors.floorPricePerWatt}
            >
              {(p) => <Input {...p} {...text('floorPricePerWatt')} inputMode="decimal" />}
            </FormField>
            <fieldset className="grid gap-2 sm:col-span-2">
              <legend className="font-medium text-sm">Ways to pay you offer</legend>
              <div className="flex flex-wrap gap-4">
                {SOLARA_FINANCE_PRODUCTS.map((product) => (
                  <label key={product} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--color-solar-from)]"
                      checked={draft.financeProducts.includes(product)}
                      disabled={deploy.isPending}
                      onChange={(e) =>
                        set(
                          'financeProducts',
                          e.target.checked
                            ? [...draft.financeProducts, product]
                            : draft.financeProducts.filter((p) => p !== product),
                        )
                      }
                    />
                    {FINANCE_PRODUCT_LABELS[product]}
                  </label>
                ))}
              </div>
              {errors.financeProducts ? (
                <p className="text-destructive text-sm">{errors.financeProducts}</p>
              ) : null}
            </fieldset>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-lg">Booking and consent</legend>
            <FormField
              label="Time zone"
              description="Homeowners’ “tomorrow at 10” is read in this zone."
              error={errors.timeZone}
            >
              {(p) => (
                <NativeSelect {...p} {...text('timeZone')}>
                  {zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField
              label="Consent text"
              className="sm:col-span-2"
              description="Shown before a booking; the homeowner must agree. Saved with the lead."
              error={errors.consentText}
            >
              {(p) => <Textarea {...p} {...text('consentText')} rows={4} maxLength={2000} />}
            </FormField>
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-2 font-semibold text-lg">Your site</legend>
            <FormField
              label="Sites where the chat goes"
              description="One a line, such as https://www.example.com. The chat answers on these sites only."
              error={errors.allowedOrigins}
            >
              {(p) => (
                <Textarea {...p} {...text('allowedOrigins')} rows={3} placeholder="https://www.example.com" />
              )}
            </FormField>
          </fieldset>
          {errors[''] ? (
            <p role="alert" className="text-destructive text-sm">
              {errors['']}
            </p>
          ) : null}
          <div>
            <Button type="submit" variant="brand" disabled={deploy.isPending}>
              <Rocket aria-hidden="true" />
              {deploy.isPending ? 'Deploying…' : deployment ? 'Deploy changes' : 'Deploy'}
            </Button>
          </div>
        </form>
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <SolaraPreview
            brandName={draft.brandName}
            brandColor={draft.brandColor}
            logoUrl={draft.logoUrl}
            greeting={draft.greeting}
            financeProducts={draft.financeProducts}
            locale={draft.kept.locale}
          />
        </aside>
      </div>
      {shown ? <EmbedSnippet deployment={shown} /> : null}
    </div>
  );
}

function SignedIn() {
  const query = useSolaraDeployments();
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-destructive">
          {serverMessage(query.error) ?? 'Your Solara could not be loaded. Try again in a moment.'}
        </p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!query.data) return <Skeleton className="h-96" />;
  return (
    <>
      <SolaraForm deployment={query.data.deployments[0]} />
      <AvailabilitySection />
    </>
  );
}

export function SolaraDeployView() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header className="grid gap-2">
        <h1 className="font-bold text-3xl tracking-tight">Deploy the Solar AI Agent</h1>
        <p className="max-w-2xl text-muted-foreground">
          Solara on your website, under your brand: it gives homeowners a non-binding estimate at your prices,
          in your service area, and books consultations into your hours. Leads come to your{' '}
          <Link to="/solar" className="underline">
            Solar hub
          </Link>
          .
        </p>
      </header>
      {isAuthenticated ? (
        <SignedIn />
      ) : isLoading ? (
        <Skeleton className="h-96" />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
          <p className="max-w-md text-muted-foreground text-sm">
            Sign in to set up your Solara, its booking hours, and the sites it goes on.
          </p>
          <Button variant="brand" onClick={() => openAuthDialog()}>
            Sign in
          </Button>
        </div>
      )}
    </div>
  );
}
