/** The workflow's name, editable in place: Enter or leaving the field saves, Escape cancels. */
import { WORKFLOW_NAME_MAX } from '@common/schemas/workflows';
import { useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { useRenameWorkflow } from './api';

type Props = { id: string; name: string; onDone: () => void };

export function RenameField({ id, name, onDone }: Props) {
  const [value, setValue] = useState(name);
  const rename = useRenameWorkflow();
  // Enter saves and then the field blurs: only the first of them acts.
  const finished = useRef(false);
  const cancel = () => {
    finished.current = true;
    onDone();
  };
  const save = () => {
    if (finished.current) return;
    finished.current = true;
    const next = value.trim();
    if (!next || next === name) return onDone();
    rename.mutate(
      { id, name: next },
      {
        onSuccess: onDone,
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Could not rename',
            description: serverMessage(error) ?? 'Try again in a moment.',
          });
          onDone();
        },
      },
    );
  };
  return (
    <Input
      autoFocus
      aria-label="Workflow name"
      value={value}
      maxLength={WORKFLOW_NAME_MAX}
      disabled={rename.isPending}
      onChange={(e) => setValue(e.target.value)}
      onFocus={(e) => e.target.select()}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') cancel();
      }}
      className="h-8"
    />
  );
}
