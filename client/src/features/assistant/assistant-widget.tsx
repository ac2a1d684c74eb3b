/**
 * The assistant widget of SPEC §2: a round button in the bottom-right corner of every page that opens
 * the assistant's panel. Only the button is in the first page's JavaScript; the panel (conversation,
 * Markdown, voice, camera and upload code) loads on first use or when the button is hovered.
 * Mounted once beside the router (app.tsx), with its own sign-up dialog for the panel's prompt.
 */
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { AuthDialogProvider } from '@/features/auth';
import { cn } from '@/lib/cn';
import type { AssistantRouter } from './assistant-router';
import { useHideWhileScrolling } from './use-hide-while-scrolling';

const loadPanel = () => import('./panel/assistant-panel');
const AssistantPanel = lazy(() => loadPanel().then((m) => ({ default: m.AssistantPanel })));

function PanelLoading() {
  return (
    <div
      role="status"
      aria-label="Loading the assistant"
      className="fixed inset-0 z-40 flex items-center justify-center bg-popover sm:inset-auto sm:right-4 sm:bottom-24 sm:h-40 sm:w-[25rem] sm:rounded-2xl sm:border sm:border-border sm:shadow-2xl"
    >
      <Spinner className="text-primary" />
    </div>
  );
}

export function AssistantWidget({ router }: { router: AssistantRouter }) {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // On a phone the button would sit on the text being scrolled past: it steps aside until scrolling stops.
  const scrolling = useHideWhileScrolling();

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <AuthDialogProvider>
      <button
        ref={button}
        type="button"
        aria-label={open ? 'Close assistant' : 'Open assistant'}
        aria-expanded={open}
        data-scrolling={scrolling || undefined}
        aria-controls={started ? 'assistant-panel' : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setStarted(true);
          setOpen((v) => !v);
        }}
        className={cn(
          'fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-linear-to-br from-cta-from via-cta-via to-cta-to text-white shadow-cta-from/30 shadow-lg outline-none transition-[transform,box-shadow] hover:scale-105 hover:shadow-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-reduce:transition-none motion-reduce:hover:scale-100',
          'max-sm:transition-[transform,opacity] max-sm:duration-200',
          scrolling && !open && 'max-sm:pointer-events-none max-sm:translate-y-24 max-sm:opacity-0',
          open && 'max-sm:hidden',
        )}
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="size-6" aria-hidden="true" />
        )}
      </button>
      {started ? (
        <Suspense fallback={open ? <PanelLoading /> : null}>
          <AssistantPanel open={open} onClose={close} router={router} />
        </Suspense>
      ) : null}
    </AuthDialogProvider>
  );
}
