/** Which pipeline the board, the reports and a new deal are about. */
import type { CrmPipeline } from '@common/schemas/solar-crm';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';

export function PipelineSwitcher({
  pipelines,
  value,
  onChange,
}: {
  pipelines: readonly CrmPipeline[];
  value: string;
  onChange: (pipelineId: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-muted-foreground text-xs">
        Pipeline
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} className="min-w-48">
        {pipelines.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
