import { HeroActions, HeroPill } from './hero-actions';
import { useHomeVisitor } from './use-home-visitor';
import { WorkflowPreview } from './workflow-preview';

export function Hero() {
  const visitor = useHomeVisitor();
  return (
    <section className="relative isolate overflow-hidden">
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
            A visual canvas for agents and workflows, one-click deployment and a marketplace powered by the
            AIZ token are on their way. Today you can create an account, hold AIZ and ask the assistant
            anything about the platform.
          </p>
          <HeroActions visitor={visitor} />
        </div>
        <WorkflowPreview />
      </div>
    </section>
  );
}
