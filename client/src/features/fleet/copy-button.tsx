/** Copies text to the clipboard and says so ("Copied") for a moment; says when the browser refused. */
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

type Props = Omit<ButtonProps, 'onClick'> & {
  text: string;
  /** What the button says. */
  label?: string;
  /** Said to screen readers after the label ("Copy" + " REST URL"), where the row shows what it copies. */
  what?: string;
};

export function CopyButton({ text, label = 'Copy', what, ...props }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      {...props}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setState('copied');
        } catch {
          setState('failed');
        }
      }}
    >
      {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy by hand' : label}
      </span>
      {what ? <span className="sr-only"> {what}</span> : null}
    </Button>
  );
}
