import type { crmWorkspaceSchema } from '@common/schemas/solar-crm';
import type { z } from 'zod';
import { NativeSelect } from '@/components/ui/native-select';

type Workspace = z.infer<typeof crmWorkspaceSchema>;

const ROLE: Record<Workspace['role'], string> = { setter: 'setter', closer: 'closer', manager: 'manager' };

/** Which CRM the console works in, when the rep belongs to more than their own. */
export function WorkspacePicker({
  workspaces,
  value,
  onChange,
}: {
  workspaces: readonly Workspace[];
  value: string;
  onChange: (ownerId: string) => void;
}) {
  if (workspaces.length < 2) return null;
  return (
    <div className="grid gap-1">
      <label htmlFor="console-workspace" className="text-muted-foreground text-xs">
        Workspace
      </label>
      <NativeSelect
        id="console-workspace"
        className="w-64"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {workspaces.map((w) => (
          <option key={w.ownerId} value={w.ownerId}>
            {w.own ? 'Your own CRM' : w.name} ({ROLE[w.role]})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
