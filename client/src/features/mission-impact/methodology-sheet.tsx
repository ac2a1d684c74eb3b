/**
 * The methodology, in a side sheet (a Radix dialog): every factor with its value, unit and linked source, and
 * how each figure is computed, including how many projects' kWh were metered, modelled or left out and why.
 */
import { countOf } from '@common/plural';
import type { MissionImpact } from '@common/schemas/mission-impact';
import { BookOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { formatFactor } from './impact-format';

const projectsText = (n: number) => countOf(n, 'project');

function Factors({ factors }: { factors: MissionImpact['factors'] }) {
  return (
    <ul className="flex flex-col gap-3">
      {factors.map((f) => (
        <li key={f.id} className="rounded-lg border border-border p-3 text-sm">
          <p className="font-medium">{f.name}</p>
          <p className="mt-1 tabular-nums">
            <span className="font-semibold">{formatFactor(f.value)}</span> {f.unit}
          </p>
          {f.derivation ? <p className="mt-1 text-muted-foreground text-xs">{f.derivation}</p> : null}
          <p className="mt-1 text-muted-foreground text-xs">
            <a href={f.url} target="_blank" rel="noreferrer" className="underline underline-offset-4">
              {f.source}
            </a>
            , {f.asOf}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function MethodologySheet({ figures }: { figures: MissionImpact }) {
  const factor = (id: string) => figures.factors.find((f) => f.id === id)?.value;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BookOpen aria-hidden="true" />
          Methodology
        </Button>
      </DialogTrigger>
      <DialogContent className="top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-lg translate-x-0 translate-y-0 content-start rounded-none border-y-0 border-r-0 sm:w-[32rem]">
        <DialogHeader>
          <DialogTitle>How these figures are computed</DialogTitle>
          <DialogDescription>
            From the solar projects in the CRM that have permission to operate (PTO), across every installer
            on the platform. Only totals leave the server: no names, no addresses.
          </DialogDescription>
        </DialogHeader>
        <section className="flex flex-col gap-2 text-sm">
          <h3 className="font-semibold">The figures</h3>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-muted-foreground">
            <li>
              <strong className="text-foreground">Electricity produced</strong>: for each project, its latest
              cumulative meter reading when one was entered; otherwise the solar model’s first-year kWh for
              its size and ZIP code, over the time since PTO, less {figures.degradationPctPerYear}% a year.
              Now: {projectsText(figures.basis.reading)} metered, {projectsText(figures.basis.modelled)}{' '}
              modelled
              {figures.basis.excluded > 0 ? `, ${projectsText(figures.basis.excluded)} left out` : ''}.
            </li>
            {figures.excluded.map((e) => (
              <li key={e.reason}>
                Left out of kWh: {projectsText(e.projects)}, {e.reason}. Their kW still count.
              </li>
            ))}
            <li>
              <strong className="text-foreground">CO₂ avoided</strong>: kWh ×{' '}
              {formatFactor(factor('co2PerKwh') ?? 0)} t per kWh.
            </li>
            <li>
              <strong className="text-foreground">Cars</strong>: CO₂ avoided ÷ {factor('co2PerCarYear')} t,
              one passenger vehicle’s year. <strong className="text-foreground">Homes’ electricity</strong>:
              CO₂ avoided ÷ {factor('co2PerHomeElectricityYear')} t, one home’s electricity for a year.
            </li>
            <li>
              <strong className="text-foreground">Installed</strong>: the systems’ DC size added up.{' '}
              <strong className="text-foreground">Homes served</strong>: one per project at PTO.
            </li>
            <li>
              <strong className="text-foreground">The 25-year projection</strong>: each year’s modelled kWh of
              today’s systems, each {figures.degradationPctPerYear}% less a year older (no system is retired),
              and the CO₂ avoided from their start to that year’s end.
            </li>
            <li>
              Demo projects (marked demo) are {figures.demo === 'include' ? 'included' : 'left out'}:{' '}
              {projectsText(figures.demoProjects)} in these figures. The server recomputes the figures at most
              every {figures.cachedForSeconds} seconds.
            </li>
          </ul>
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-sm">Every factor and its source</h3>
          <Factors factors={figures.factors} />
        </section>
      </DialogContent>
    </Dialog>
  );
}
