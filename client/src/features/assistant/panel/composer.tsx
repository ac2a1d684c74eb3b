/** The message box: Enter sends, Shift+Enter starts a new line (SPEC §5); Stop while an answer streams. */
import { ArrowUp, Square } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { Button } from '@/components/ui/button';

type ComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  streaming: boolean;
  placeholder?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
};

/** True when this key press should send: Enter without Shift, outside an IME composition. */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean {
  return (
    event.key === 'Enter' && !event.shiftKey && !(event.nativeEvent as { isComposing?: boolean }).isComposing
  );
}

export function Composer({
  value,
  onChange,
  onSend,
  onStop,
  streaming,
  placeholder,
  textareaRef,
}: ComposerProps) {
  const empty = value.trim() === '';
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !streaming) onSend();
      }}
    >
      <label htmlFor="assistant-message" className="sr-only">
        Message the assistant
      </label>
      <textarea
        id="assistant-message"
        ref={textareaRef}
        rows={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (!isSendKey(event)) return;
          event.preventDefault();
          if (!empty && !streaming) onSend();
        }}
        placeholder={placeholder ?? 'Ask anything…'}
        maxLength={8000}
        className="field-sizing-content max-h-32 min-h-10 w-full min-w-0 resize-none rounded-xl border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[border-color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 sm:text-sm"
      />
      {streaming ? (
        <Button
          type="button"
          size="icon"
          variant="outline"
          onClick={onStop}
          aria-label="Stop answer"
          className="size-10 rounded-xl"
        >
          <Square className="fill-current" />
        </Button>
      ) : (
        <Button
          type="submit"
          size="icon"
          variant="brand"
          disabled={empty}
          aria-label="Send message"
          className="size-10 rounded-xl"
        >
          <ArrowUp />
        </Button>
      )}
    </form>
  );
}
