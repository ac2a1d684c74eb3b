/** Tags for a new topic: type a tag and press Enter or a comma; each chip has a remove button. */
import { TAG_MAX, TAG_PATTERN, TAGS_MAX } from '@common/schemas/community';
import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Input } from '@/components/ui/input';

type TagsInputProps = {
  id: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  describedBy?: string;
};

const normalise = (raw: string) => raw.trim().toLowerCase().replace(/\s+/g, '-').replace(/^#/, '');

export function TagsInput({ id, tags, onChange, describedBy }: TagsInputProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const tag = normalise(text);
    if (!tag) return;
    if (tags.includes(tag)) setProblem(null);
    else if (tags.length >= TAGS_MAX) return setProblem(`At most ${TAGS_MAX} tags.`);
    else if (tag.length > TAG_MAX || !TAG_PATTERN.test(tag))
      return setProblem(`A tag is lowercase letters, digits and dashes, at most ${TAG_MAX} characters.`);
    else onChange([...tags, tag]);
    setProblem(null);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) onChange(tags.slice(0, -1));
  };

  return (
    <div className="flex flex-col gap-2">
      {tags.length > 0 ? (
        <ul aria-label="Chosen tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-md bg-muted px-2 py-0.5 text-xs">
              #{tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                className="rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={text}
        placeholder={tags.length >= TAGS_MAX ? `${TAGS_MAX} tags chosen` : 'n8n-import, solar… then Enter'}
        aria-describedby={describedBy}
        disabled={tags.length >= TAGS_MAX}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
      {problem ? (
        <p role="alert" className="text-destructive text-xs">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
