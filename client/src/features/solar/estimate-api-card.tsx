/** The public estimate API, for installers who want the figures on their own site: the call and its reference. */
import { Card } from '@/components/ui/card';

const EXAMPLE = `curl -X POST ${typeof window === 'undefined' ? '' : window.location.origin}/api/solar/estimate \\
  -H 'Content-Type: application/json' \\
  -d '{"zip": "63101", "monthlyBill": 150}'`;

export function EstimateApiCard() {
  return (
    <section aria-labelledby="solar-api-heading">
      <Card className="grid gap-3 p-4 sm:p-6">
        <div>
          <h2 id="solar-api-heading" className="font-semibold text-xl">
            Estimate API
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">
            The model behind Solara’s estimates, for your own server to call: no key, rate limited per
            address. Send a ZIP or coordinates with a system size or a monthly bill; the answer has the yearly
            and monthly kWh, the weather station, the savings and every assumption.
          </p>
        </div>
        <pre className="overflow-x-auto rounded-lg bg-muted p-3 text-xs">
          <code>{EXAMPLE}</code>
        </pre>
        <p className="text-muted-foreground text-sm">
          Every field is described in the platform’s{' '}
          <a className="text-primary underline-offset-4 hover:underline" href="/api/openapi.json">
            OpenAPI document
          </a>{' '}
          (the Solar section).
        </p>
      </Card>
    </section>
  );
}
