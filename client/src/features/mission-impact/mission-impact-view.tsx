/**
 * /mission-impact: what the solar systems installed through the platform have produced and avoided, from the
 * CRM's projects at permission to operate: headline figures, a map by state, a 25-year projection and the
 * methodology with every source. Demo projects are badged and can be left out.
 */
import { countOf } from '@common/plural';
import type { MissionImpact, MissionImpactDemoMode } from '@common/schemas/mission-impact';
import { Leaf } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useScreenTitle } from '@/lib/screen-handle';
import { HeadlineFigures } from './headline-figures';
import { MethodologySheet } from './methodology-sheet';
import { useMissionImpact } from './mission-impact-api';
import { ProjectionCharts } from './projection-charts';
import { StateTable } from './state-table';
import { StateTileMap } from './state-tile-map';

function DemoControls({
  figures,
  demo,
  onDemoChange,
}: {
  figures: MissionImpact;
  demo: MissionImpactDemoMode;
  onDemoChange: (demo: MissionImpactDemoMode) => void;
}) {
  if (figures.demoProjectsAvailable === 0) return null;
  const n = figures.demoProjectsAvailable;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border p-3 text-sm">
      {figures.demoProjects > 0 ? (
        <Badge variant="brand" data-testid="demo-badge">
          Demo
        </Badge>
      ) : null}
      <span className="text-muted-foreground">
        {figures.demoProjects > 0
          ? `These figures include ${countOf(figures.demoProjects, 'demo project')}: sample rows, not real installations.`
          : `${countOf(n, 'demo project')} ${n === 1 ? 'is' : 'are'} left out of these figures.`}
      </span>
      <span className="ml-auto flex items-center gap-2">
        <Switch
          id="leave-out-demo"
          aria-labelledby="leave-out-demo-label"
          checked={demo === 'exclude'}
          onCheckedChange={(on) => onDemoChange(on ? 'exclude' : 'include')}
        />
        <span id="leave-out-demo-label">Leave out demo projects</span>
      </span>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-border bg-card/60 p-4 shadow-xs sm:p-6">
      <h2 className="font-semibold text-lg tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

function Empty({ demo }: { demo: MissionImpactDemoMode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed p-10 text-center">
      <Leaf className="size-8 text-sun-to dark:text-solar-from" aria-hidden="true" />
      <h2 className="font-semibold text-lg">No installed projects yet</h2>
      <p className="max-w-lg text-muted-foreground text-sm">
        {demo === 'exclude'
          ? 'Leaving out the demo projects, no solar project on the platform has permission to operate yet, so there is nothing to count.'
          : 'No solar project on the platform has reached permission to operate yet, so there is no electricity, CO₂ or capacity to count. The figures appear here as installers’ projects reach PTO in the solar CRM.'}
      </p>
      <Link to="/solar" className="text-sm underline underline-offset-4">
        How installers find homeowners with Solara
      </Link>
    </div>
  );
}

function Figures({ figures }: { figures: MissionImpact }) {
  return (
    <>
      <HeadlineFigures figures={figures} />
      <Section title="Installed capacity by state">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div className="w-full max-w-2xl">
            <StateTileMap states={figures.states} />
          </div>
          <StateTable states={figures.states} />
        </div>
      </Section>
      <Section title="The next 25 years">
        <p className="text-muted-foreground text-sm">
          What today’s systems will produce, each losing {figures.degradationPctPerYear}% of its output a
          year, and the CO₂ they will have avoided by then.
        </p>
        <ProjectionCharts projection={figures.projection} />
      </Section>
    </>
  );
}

export function MissionImpactView() {
  const title = useScreenTitle();
  const [demo, setDemo] = useState<MissionImpactDemoMode>('include');
  const query = useMissionImpact(demo);
  const figures = query.data;
  return (
    <div className="relative isolate flex-1">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(60%_100%_at_20%_0%,color-mix(in_oklch,var(--color-solar-from)_22%,transparent),transparent)] opacity-60 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-sun-from to-sun-to text-white shadow-lg shadow-sun-to/20">
              <Leaf className="size-6" aria-hidden="true" />
            </div>
            <h1 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
            <p className="mt-2 text-pretty text-muted-foreground">
              AIZ Platform puts AI agents to work on real problems, starting with the move to solar. These are
              the solar systems installers on the platform have brought to permission to operate, and what
              they have produced and avoided, counted with published factors you can check.
            </p>
          </div>
          {figures ? <MethodologySheet figures={figures} /> : null}
        </header>
        {figures ? <DemoControls figures={figures} demo={demo} onDemoChange={setDemo} /> : null}
        {query.isError ? (
          <p role="alert" className="text-destructive text-sm">
            The figures could not be loaded. Try again in a moment.
          </p>
        ) : !figures ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            <p className="sr-only">Loading the figures…</p>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
              {['kwh', 'co2', 'cars', 'homes', 'kw', 'served'].map((figure) => (
                <Skeleton key={figure} className="h-24 rounded-xl" />
              ))}
            </div>
            <Skeleton className="h-72 rounded-2xl" />
          </div>
        ) : figures.projects === 0 ? (
          <Empty demo={demo} />
        ) : (
          <Figures figures={figures} />
        )}
        {figures ? (
          <p className="text-muted-foreground text-xs">
            Figures as of {new Date(figures.asOf).toLocaleString()}.
          </p>
        ) : null}
      </div>
    </div>
  );
}
