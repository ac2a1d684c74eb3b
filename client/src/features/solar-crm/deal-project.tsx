/**
 * A signed deal's project: the milestones signed → permit → install → inspection → permission to operate as
 * a stepper, a button for the next one (closer or manager), and the meter's cumulative readings after install.
 */
import { crmCan } from '@common/schemas/solar-crm-roles';
import {
  type CrmProject,
  crmProjectReadingInputSchema,
  PROJECT_MILESTONES,
  type ProjectMilestone,
} from '@common/schemas/solar-proposals';
import { Check } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ConsoleError } from '@/features/solar-console';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useAddReading, useDealProject, useMarkMilestone } from './crm-sales-api';
import { CrmError, CrmLoading } from './crm-states';
import { useCrmWorkspace } from './crm-workspace';

const LABEL: Record<ProjectMilestone, string> = {
  signed: 'Signed',
  permit: 'Permit',
  install: 'Install',
  inspection: 'Inspection',
  pto: 'Permission to operate',
};
const ACTION: Record<Exclude<ProjectMilestone, 'signed'>, string> = {
  permit: 'Mark permit received',
  install: 'Mark installed',
  inspection: 'Mark inspection passed',
  pto: 'Mark permission to operate',
};
const at = (p: CrmProject, m: ProjectMilestone): string | null =>
  m === 'signed'
    ? p.signedAt
    : m === 'permit'
      ? p.permitAt
      : m === 'install'
        ? p.installAt
        : m === 'inspection'
          ? p.inspectionAt
          : p.ptoAt;

function MilestoneStepper({ project }: { project: CrmProject }) {
  return (
    <ol aria-label="Milestones" className="grid gap-2 sm:grid-cols-5">
      {PROJECT_MILESTONES.map((m) => {
        const when = at(project, m);
        return (
          <li
            key={m}
            aria-current={project.next === m ? 'step' : undefined}
            className={cn(
              'grid gap-0.5 rounded-lg border p-2 text-xs',
              when ? 'border-emerald-600/50' : project.next === m ? 'border-primary' : 'opacity-70',
            )}
          >
            <span className="flex items-center gap-1 font-medium text-sm">
              {when ? <Check className="size-3.5 text-emerald-600" aria-hidden="true" /> : null}
              {LABEL[m]}
            </span>
            <span className="text-muted-foreground">{when ? formatDateTime(when) : 'Not yet'}</span>
          </li>
        );
      })}
    </ol>
  );
}

function Readings({ project, dealId, mayWrite }: { project: CrmProject; dealId: string; mayWrite: boolean }) {
  const add = useAddReading(dealId);
  const [readOn, setReadOn] = useState('');
  const [kwh, setKwh] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = crmProjectReadingInputSchema.safeParse({
      readOn,
      kwhTotal: kwh.trim() === '' ? Number.NaN : Number(kwh.replace(/,/g, '')),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the reading.');
      return;
    }
    setProblem(null);
    add.mutate({ projectId: project.id, ...parsed.data }, { onSuccess: () => setKwh('') });
  };
  return (
    <section aria-labelledby="project-readings" className="grid gap-2">
      <h3 id="project-readings" className="font-semibold">
        Meter readings
      </h3>
      {project.readings.length === 0 ? (
        <p className="text-muted-foreground text-sm">No readings yet.</p>
      ) : (
        <ul aria-label="Readings" className="grid gap-1 text-sm tabular-nums">
          {project.readings.map((r) => (
            <li key={r.readOn} className="flex justify-between gap-2">
              <span>{r.readOn}</span>
              <span>{r.kwhTotal.toLocaleString('en-US')} kWh</span>
            </li>
          ))}
        </ul>
      )}
      {mayWrite && project.installAt ? (
        <form
          onSubmit={submit}
          noValidate
          aria-label="Add a reading"
          className="grid gap-2 sm:grid-cols-[auto_1fr_auto]"
        >
          <Input
            aria-label="Reading date"
            type="date"
            value={readOn}
            onChange={(e) => setReadOn(e.target.value)}
          />
          <Input
            aria-label="Cumulative kWh"
            inputMode="numeric"
            placeholder="Cumulative kWh"
            value={kwh}
            onChange={(e) => setKwh(e.target.value)}
          />
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add reading'}
          </Button>
        </form>
      ) : !project.installAt ? (
        <p className="text-muted-foreground text-xs">Readings start after the install.</p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      ) : null}
      {add.isError ? <ConsoleError error={add.error} what="save the reading" /> : null}
    </section>
  );
}

export function DealProject({ dealId }: { dealId: string }) {
  const { role } = useCrmWorkspace();
  const project = useDealProject(dealId);
  const mark = useMarkMilestone(dealId);
  if (project.isError) {
    return <CrmError error={project.error} what="The project" onRetry={() => void project.refetch()} />;
  }
  if (project.data === undefined) return <CrmLoading label="Loading the project" />;
  if (project.data === null) {
    return (
      <p className="text-muted-foreground text-sm">The project starts when the homeowner signs a proposal.</p>
    );
  }
  const p = project.data;
  const mayWrite = crmCan(role, 'projects.write');
  const next = p.next;
  return (
    <div className="grid gap-5">
      <MilestoneStepper project={p} />
      {next && mayWrite ? (
        <div>
          <Button disabled={mark.isPending} onClick={() => mark.mutate({ projectId: p.id, milestone: next })}>
            {mark.isPending ? 'Saving…' : ACTION[next]}
          </Button>
        </div>
      ) : null}
      {next === null ? (
        <p className="text-sm">Permission to operate received: the project is complete.</p>
      ) : null}
      {mark.isError ? <ConsoleError error={mark.error} what="record the milestone" /> : null}
      <Readings project={p} dealId={dealId} mayWrite={mayWrite} />
    </div>
  );
}
