import { useId } from 'react';
/** Whose CRM is open: your own first, then those you were added to, each with your role there. */

import type { crmWorkspaceSchema } from '@common/schemas/solar-crm';
import type { z } from 'zod';
import { NativeSelect } from '@/components/ui/native-select';

type Workspace = z.infer<typeof crmWorkspaceSchema>;

export function WorkspaceSwitcher({
  workspaces,
  value,
  onChange,
}: {
  workspaces: readonly Workspace[];
  value: string;
  onChange: (ownerId: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-muted-foreground text-xs">
        Workspace
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} className="min-w-56">
        {workspaces.map((w) => (
          <option key={w.ownerId} value={w.ownerId}>
            {w.own ? `${w.name} (yours)` : w.name} · {w.role}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
