/**
 * Edit a pipeline's name and stages (order, probability, rot days, kind, whether a setter may move deals
 * there), or make a new one. The server refuses to drop a stage that still holds deals and says so.
 */
import { CRM_DEAL_STATUSES, type CrmPipeline, crmPipelineInputSchema } from '@common/schemas/solar-crm';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { useSavePipeline } from './crm-admin-api';

type StageDraft = z.input<typeof crmPipelineInputSchema>['stages'][number];
const NEW = '__new__';

const draftOf = (p: CrmPipeline | undefined): { name: string; stages: StageDraft[] } =>
  p
    ? {
        name: p.name,
        stages: [...p.stages]
          .sort((a, b) => a.position - b.position)
          .map(({ id, name, probability, rotDays, kind, setterMay }) => ({
            id,
            name,
            probability,
            rotDays,
            kind,
            setterMay,
          })),
      }
    : {
        name: '',
        stages: [
          { name: 'New lead', probability: 10, rotDays: 3, kind: 'open', setterMay: true },
          { name: 'Won', probability: 100, rotDays: null, kind: 'won', setterMay: false },
          { name: 'Lost', probability: 0, rotDays: null, kind: 'lost', setterMay: false },
        ],
      };

export function PipelinesEditor({ pipelines }: { pipelines: readonly CrmPipeline[] }) {
  const [chosen, setChosen] = useState(pipelines[0]?.id ?? NEW);
  const [draft, setDraft] = useState(() => draftOf(pipelines.find((p) => p.id === chosen)));
  const [error, setError] = useState<string | null>(null);
  const save = useSavePipeline();
  const choose = (id: string) => {
    setChosen(id);
    setDraft(draftOf(pipelines.find((p) => p.id === id)));
    setError(null);
  };
  const setStage = (i: number, patch: Partial<StageDraft>) =>
    setDraft((d) => ({ ...d, stages: d.stages.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));
  const swap = (i: number, j: number) =>
    setDraft((d) => {
      const stages = [...d.stages];
      const a = stages[i];
      const b = stages[j];
      if (!a || !b) return d;
      stages[i] = b;
      stages[j] = a;
      return { ...d, stages };
    });
  const submit = () => {
    const parsed = crmPipelineInputSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const at =
        issue?.path[0] === 'stages' && typeof issue.path[1] === 'number'
          ? `Stage ${issue.path[1] + 1}: `
          : '';
      setError(`${at}${issue?.message ?? 'Check the stages.'}`);
      return;
    }
    setError(null);
    save.mutate(
      { id: chosen === NEW ? null : chosen, input: parsed.data },
      {
        onSuccess: (saved) => {
          setChosen(saved.id);
          setDraft(draftOf(saved));
          toast({ title: `Saved ${saved.name}` });
        },
        onError: (e) => setError(serverMessage(e) ?? 'The pipeline was not saved. Try again.'),
      },
    );
  };
  return (
    <section aria-labelledby="crm-pipelines" className="grid gap-3">
      <h2 id="crm-pipelines" className="font-semibold text-xl">
        Pipelines
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <NativeSelect
          aria-label="Pipeline to edit"
          value={chosen}
          onChange={(e) => choose(e.target.value)}
          className="w-56"
        >
          {pipelines.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          <option value={NEW}>New pipeline…</option>
        </NativeSelect>
        <Input
          aria-label="Pipeline name"
          placeholder="Pipeline name"
          value={draft.name}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
          className="w-64"
        />
      </div>
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full text-sm">
          <caption className="sr-only">Stages, in order</caption>
          <thead className="bg-muted/50 text-left text-muted-foreground text-xs">
            <tr>
              <th className="px-2 py-2 font-medium">Stage</th>
              <th className="px-2 py-2 font-medium">Probability %</th>
              <th className="px-2 py-2 font-medium">Rot days</th>
              <th className="px-2 py-2 font-medium">Kind</th>
              <th className="px-2 py-2 font-medium">Setter may</th>
              <th className="px-2 py-2 font-medium">
                <span className="sr-only">Order</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.stages.map((s, i) => (
              <tr key={s.id ?? `new-${i}`} className="border-t">
                <td className="px-2 py-1.5">
                  <Input
                    aria-label={`Stage ${i + 1} name`}
                    value={s.name}
                    onChange={(e) => setStage(i, { name: e.target.value })}
                    className="min-w-40"
                  />
                </td>
                <td className="px-2 py-1.5">
                  <Input
                    aria-label={`Stage ${i + 1} probability`}
                    type="number"
                    min={0}
                    max={100}
                    value={s.probability}
                    onChange={(e) => setStage(i, { probability: Number(e.target.value) })}
                    className="w-20"
                  />
                </td>
                <td className="px-2 py-1.5">
                  <Input
                    aria-label={`Stage ${i + 1} rot days`}
                    type="number"
                    min={1}
                    placeholder="never"
                    value={s.rotDays ?? ''}
                    onChange={(e) =>
                      setStage(i, { rotDays: e.target.value === '' ? null : Number(e.target.value) })
                    }
                    className="w-24"
                  />
                </td>
                <td className="px-2 py-1.5">
                  <NativeSelect
                    aria-label={`Stage ${i + 1} kind`}
                    value={s.kind}
                    onChange={(e) => setStage(i, { kind: e.target.value as StageDraft['kind'] })}
                    className="w-24"
                  >
                    {CRM_DEAL_STATUSES.map((k) => (
                      <option key={k} value={k}>
                        {k}
                      </option>
                    ))}
                  </NativeSelect>
                </td>
                <td className="px-2 py-1.5 text-center">
                  <input
                    type="checkbox"
                    aria-label={`Setters may move deals into stage ${i + 1}`}
                    checked={s.setterMay}
                    onChange={(e) => setStage(i, { setterMay: e.target.checked })}
                    className="size-4"
                  />
                </td>
                <td className="px-2 py-1.5">
                  <div className="flex">
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Move stage ${i + 1} up`}
                      disabled={i === 0}
                      onClick={() => swap(i, i - 1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Move stage ${i + 1} down`}
                      disabled={i === draft.stages.length - 1}
                      onClick={() => swap(i, i + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Remove stage ${i + 1}`}
                      onClick={() => setDraft((d) => ({ ...d, stages: d.stages.filter((_, j) => j !== i) }))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            setDraft((d) => ({
              ...d,
              stages: [
                ...d.stages,
                { name: '', probability: 50, rotDays: 7, kind: 'open', setterMay: false },
              ],
            }))
          }
        >
          Add a stage
        </Button>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : chosen === NEW ? 'Create the pipeline' : 'Save the pipeline'}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </section>
  );
}
