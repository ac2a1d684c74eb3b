/** Publishing the draft as the next version, with an optional note. */
import { VERSION_NOTE_MAX } from '@common/schemas/workflows';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

interface PublishFormProps {
  nextVersion: number;
  pending: boolean;
  error: string | null;
  onPublish: (note: string) => Promise<unknown>;
}

export function PublishForm({ nextVersion, pending, error, onPublish }: PublishFormProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const tooLong = note.length > VERSION_NOTE_MAX;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (tooLong || pending) return;
        void onPublish(note.trim()).then(
          () => setNote(''),
          () => undefined,
        );
      }}
    >
      <label htmlFor={id} className="font-medium text-sm">
        Note for version {nextVersion} <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <Textarea
        id={id}
        rows={2}
        value={note}
        placeholder="What changed, for whoever reads the history"
        onChange={(event) => setNote(event.target.value)}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong || error ? `${id}-error` : undefined}
      />
      {tooLong || error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-xs">
          {tooLong ? `Keep the note under ${VERSION_NOTE_MAX} characters.` : error}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={pending || tooLong}>
          <Upload aria-hidden="true" />
          {pending ? 'Publishing…' : 'Publish draft'}
        </Button>
      </div>
    </form>
  );
}
