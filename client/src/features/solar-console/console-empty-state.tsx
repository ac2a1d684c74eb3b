import { Link } from 'react-router';

/** No leads yet: how they arrive. */
export function ConsoleEmptyState() {
  return (
    <div className="rounded-xl border border-dashed p-6 text-sm">
      <p className="font-medium">No leads yet.</p>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Leads arrive when a homeowner talks to Solara: try it yourself on{' '}
        <Link to="/solar-ai-agent" className="text-primary underline underline-offset-4">
          /solar-ai-agent
        </Link>
        , or put your own Solara on your website from{' '}
        <Link to="/deploy/solar-ai-agent" className="text-primary underline underline-offset-4">
          /deploy/solar-ai-agent
        </Link>
        . Each conversation that leaves contact details becomes a deal in the first stage of{' '}
        <Link to="/solar-crm" className="text-primary underline underline-offset-4">
          your CRM
        </Link>
        , where you can also add deals by hand or import a CSV.
      </p>
    </div>
  );
}
