import { HeroActions, HeroPill } from './hero-actions';
import { useHomeVisitor } from './use-home-visitor';
import { WorkflowPreview } from './workflow-preview';

export function Hero() {
  const visitor = useHomeVisitor();
  return (
    <section className="relative isolate flex min-h-[calc(100svh-4rem)] flex-col justify-center overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-grid [mask-image:radial-gradient(70%_60%_at_50%_0%,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute top-[-12rem] left-1/2 -z-10 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklch,var(--color-brand-from)_28%,transparent),transparent)] blur-2xl"
      />
      <div className="mx-auto grid w-full max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pt-28">
        <div className="flex flex-col items-start">
          <HeroPill visitor={visitor} />
          <h1 className="mt-6 text-balance font-semibold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
            Build, deploy and trade <span className="text-gradient-brand">AI agents</span> without code
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg text-muted-foreground leading-relaxed">
            Build an agent or a workflow, test it, publish it and deploy it: as a REST API, an
            OpenAI-compatible model, an MCP server or a chat widget on your own site. Set a price per run and
            callers pay you in AIZ.
          </p>
          <HeroActions visitor={visitor} />
        </div>
        <WorkflowPreview />
      </div>
    </section>
  );
}
