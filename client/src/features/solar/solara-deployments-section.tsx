/**
 * The hub's "Your Solara deployments": each of the owner's own Solaras with the sites it is on and the leads it
 * brought, and the way to set one up or change it (/deploy/solar-ai-agent).
 */
import { countOf } from '@common/plural';
import { Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api';
import { useSolaraDeployments } from './solar-api';

export function SolaraDeploymentsSection() {
  const query = useSolaraDeployments();
  const deployments = query.data?.deployments ?? [];
  return (
    <section aria-labelledby="solara-deployments-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="solara-deployments-heading" className="font-semibold text-xl">
            Your Solara deployments
          </h2>
          <p className="text-muted-foreground text-sm">
            Solara on your own site, under your brand, prices and hours.
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/deploy/solar-ai-agent">
            <Rocket aria-hidden="true" />
            {deployments.length > 0 ? 'Change your Solara' : 'Deploy your Solara'}
          </Link>
        </Button>
      </div>
      {query.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(query.error) ?? 'Your Solara deployments could not be loaded.'}
        </p>
      ) : !query.data ? (
        <Skeleton className="h-16" />
      ) : deployments.length === 0 ? (
        <p className="rounded-xl border border-dashed p-5 text-muted-foreground text-sm">
          None yet. Deploy your Solara to put it on your site; its leads show here.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Your Solara deployments">
          {deployments.map((d) => (
            <li
              key={d.deploymentId}
              className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-xl border bg-card px-4 py-3 text-sm"
            >
              <span className="flex items-center gap-2 font-medium">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-full"
                  style={{ background: d.config.brandColor }}
                />
                {d.config.brandName}
                <span className="font-normal text-muted-foreground">({d.slug})</span>
              </span>
              <span className="text-muted-foreground">
                On {d.allowedOrigins.join(', ')}
                {d.status === 'paused' ? ' · paused' : ''}
              </span>
              <span className="ml-auto font-medium">{countOf(d.leads, 'lead')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
