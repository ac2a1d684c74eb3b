import { GENERATE_EXAMPLES, GENERATE_PROMPT_MAX } from '@common/schemas/workflow-generator';
import { Sparkles } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

type PromptBoxProps = {
  value: string;
  onChange: (value: string) => void;
  onGenerate: () => void;
  generating: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

const MIN_LENGTH = 8;

/** The request in words, example chips that fill it, and Generate (also Ctrl/⌘+Enter). */
export function PromptBox({ value, onChange, onGenerate, generating, inputRef }: PromptBoxProps) {
  const id = useId();
  const tooShort = value.trim().length < MIN_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooShort && !generating) onGenerate();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  };
  return (
    <form onSubmit={submit} className="rounded-2xl border border-border bg-card/90 p-4 shadow-sm sm:p-5">
      <label htmlFor={`${id}-prompt`} className="font-medium text-sm">
        Describe your workflow
      </label>
      <Textarea
        ref={inputRef}
        id={`${id}-prompt`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={GENERATE_PROMPT_MAX}
        rows={5}
        aria-describedby={`${id}-hint`}
        placeholder="e.g. Every morning at 8am fetch https://api.example.com/metrics, summarise it and e-mail me at me@example.com"
        className="mt-2 min-h-32 resize-y text-base"
        disabled={generating}
      />
      <div
        id={`${id}-hint`}
        className="mt-1.5 flex flex-wrap justify-between gap-2 text-muted-foreground text-xs"
      >
        <span>Say what starts it, what it does and where results go. Ctrl+Enter generates.</span>
        <span aria-hidden="true">
          {value.length}/{GENERATE_PROMPT_MAX}
        </span>
      </div>
      <fieldset className="mt-4 min-w-0">
        <legend className="mb-2 font-medium text-muted-foreground text-xs uppercase tracking-wider">
          Examples
        </legend>
        <div className="flex flex-wrap gap-2">
          {GENERATE_EXAMPLES.map((example) => (
            <button
              key={example}
              type="button"
              onClick={() => {
                onChange(example);
                inputRef.current?.focus();
              }}
              disabled={generating}
              className="max-w-full truncate rounded-full border border-border bg-background px-3 py-1 text-left text-xs transition-colors hover:border-primary/50 hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 sm:max-w-md"
              title={example}
            >
              {example}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex justify-end">
        <Button
          type="submit"
          variant="brand"
          size="lg"
          disabled={tooShort || generating}
          className="w-full sm:w-auto"
        >
          {generating ? <Spinner aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          {generating ? 'Generating…' : 'Generate workflow'}
        </Button>
      </div>
    </form>
  );
}
