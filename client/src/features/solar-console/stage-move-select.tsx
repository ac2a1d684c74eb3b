import type { CrmDeal, CrmPipeline } from '@common/schemas/solar-crm';
import { crmCan } from '@common/schemas/solar-crm-roles';
import { NativeSelect } from '@/components/ui/native-select';
import { ConsoleError } from './console-panel';
import { useConsoleWorkspace } from './console-workspace';
import { useMoveDeal } from './use-console-mutations';

/** Quick action: move the deal to another stage of its pipeline (a setter only among the setter stages). */
export function StageMoveSelect({ deal, pipeline }: { deal: CrmDeal; pipeline: CrmPipeline | undefined }) {
  const { role } = useConsoleWorkspace();
  const move = useMoveDeal(deal.id);
  const anyStage = crmCan(role, 'deals.move.any');
  const stages = [...(pipeline?.stages ?? [])].sort((a, b) => a.position - b.position);
  return (
    <div className="grid gap-1">
      <label className="font-medium text-sm" htmlFor={`stage-${deal.id}`}>
        Stage
      </label>
      <NativeSelect
        id={`stage-${deal.id}`}
        value={deal.stageId}
        disabled={move.isPending || !pipeline}
        onChange={(e) => move.mutate(e.target.value)}
      >
        {stages.map((s) => (
          <option key={s.id} value={s.id} disabled={!anyStage && !s.setterMay && s.id !== deal.stageId}>
            {s.name} ({s.probability}%)
          </option>
        ))}
      </NativeSelect>
      {move.isError ? <ConsoleError error={move.error} what="move the deal" /> : null}
    </div>
  );
}
