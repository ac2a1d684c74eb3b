/**
 * The tour on screen: a ring around the step's element (the page around it dimmed), and a card with
 * the step, progress and controls. Non-modal: the page stays usable; Esc closes without skipping,
 * the arrow keys move between steps.
 */

import type { StepPosition } from '@common/onboarding/progress';
import type { OnboardingStep } from '@common/schemas/onboarding';
import { ArrowLeft, ArrowRight, Check, X } from 'lucide-react';
import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { type CardPlacement, placeCard, type Size, spotlightBox } from './tour-target';
import { useTourTarget } from './use-tour-target';

export type TourOverlayProps = {
  step: OnboardingStep;
  position: StepPosition;
  percentage: number;
  pending: boolean;
  dimPage: boolean;
  /** False while the step's page is not (yet) the current one: the card then shows centred. */
  onStepPage: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onCompleteStep: () => void;
  onFinish: () => void;
  onSkip: () => void;
  onClose: () => void;
  onDimPageChange: (on: boolean) => void;
};

/** A soft halo outside the outline, so the ring reads on dark and light pages alike. */
const GLOW = '0 0 0 6px color-mix(in oklch, var(--color-primary) 30%, transparent)';

const KEYS_OWNED_BY =
  'input, textarea, select, [contenteditable="true"], [role="menu"], [role="listbox"], [role="radiogroup"], [role="slider"], [role="tablist"]';

function placementStyle(placement: CardPlacement): CSSProperties {
  switch (placement.mode) {
    case 'centered':
      return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
    case 'sheet':
      return placement.edge === 'bottom'
        ? { left: 12, right: 12, bottom: 'calc(env(safe-area-inset-bottom, 0px) + 12px)' }
        : { left: 12, right: 12, top: 12 };
    case 'anchored':
      return { top: placement.top, left: placement.left };
  }
}

export function TourOverlay(props: TourOverlayProps) {
  const { step, position, percentage, pending, dimPage, onStepPage } = props;
  const titleId = useId();
  const descriptionId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const [cardSize, setCardSize] = useState<Size>({ width: 384, height: 300 });
  const [viewport, setViewport] = useState<Size>(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  const box = useTourTarget(step.target, step.id, onStepPage);

  useLayoutEffect(() => {
    const el = cardRef.current;
    if (!el) return;
    const { offsetWidth: width, offsetHeight: height } = el;
    setCardSize((s) => (s.width === width && s.height === height ? s : { width, height }));
  });

  useEffect(() => {
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // Focus moves into the card when the tour opens and back to where it was when it closes.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cardRef.current?.focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  // Latest handlers for the one keyboard listener.
  const handlers = useRef(props);
  handlers.current = props;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const h = handlers.current;
      if (event.key === 'Escape') {
        h.onClose();
        return;
      }
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      if (event.target instanceof Element && event.target.closest(KEYS_OWNED_BY)) return;
      event.preventDefault();
      if (event.key === 'ArrowRight') h.onNext();
      else h.onPrevious();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Buttons stay focusable while a call is pending (aria-disabled, the hook ignores repeats), so focus
  // is not lost; a button disabled at an end of the tour hands focus to the primary action.
  const busy = pending || undefined;
  const primaryRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body;
    const disabledHere =
      active instanceof HTMLButtonElement && active.disabled && cardRef.current?.contains(active);
    if (lost || disabledHere) primaryRef.current?.focus({ preventScroll: true });
  }, [step.id]);

  const placement = placeCard(box, viewport, cardSize);
  const ring = box ? spotlightBox(box) : null;

  return createPortal(
    <div className="pointer-events-none fixed inset-0 z-[60]" data-tour-overlay="">
      {ring ? (
        <div
          aria-hidden="true"
          className="absolute rounded-xl outline-2 outline-primary outline-solid transition-[top,left,width,height] duration-300 ease-out motion-reduce:transition-none"
          style={{
            top: ring.top,
            left: ring.left,
            width: ring.width,
            height: ring.height,
            boxShadow: dimPage ? `${GLOW}, 0 0 0 9999px rgb(0 0 0 / 0.55)` : GLOW,
          }}
        />
      ) : dimPage ? (
        <div aria-hidden="true" className="absolute inset-0 bg-black/55" />
      ) : null}

      <section
        ref={cardRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        data-placement={placement.mode}
        className={cn(
          'pointer-events-auto absolute flex flex-col gap-4 [&_[aria-disabled=true]]:cursor-progress [&_[aria-disabled=true]]:opacity-60 rounded-2xl border border-border bg-popover p-5 text-popover-foreground shadow-2xl outline-none animate-fade-in',
          placement.mode === 'sheet' ? 'max-h-[60dvh] overflow-y-auto' : 'w-[min(24rem,calc(100vw-1.5rem))]',
          placement.mode === 'anchored' &&
            'transition-[top,left] duration-300 ease-out motion-reduce:transition-none',
        )}
        style={placementStyle(placement)}
      >
        <div className="flex items-center justify-between gap-3">
          <p aria-live="polite" className="font-medium text-primary text-xs uppercase tracking-wider">
            Step {position.number} of {position.total}
          </p>
          <button
            type="button"
            onClick={props.onClose}
            className="-m-1 rounded-md p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close tour</span>
          </button>
        </div>

        <div className="flex flex-col gap-1.5">
          <h2 id={titleId} className="font-semibold text-lg leading-tight tracking-tight">
            {step.title}
          </h2>
          <p id={descriptionId} className="text-muted-foreground text-sm leading-relaxed">
            {step.description}
          </p>
        </div>

        <div className="flex items-center gap-3">
          <Progress value={percentage} label="Onboarding progress" className="flex-1" />
          <span className="shrink-0 whitespace-nowrap text-muted-foreground text-xs tabular-nums">
            {percentage}% complete
          </span>
        </div>

        <div className="flex items-center justify-between gap-2">
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 text-muted-foreground"
            onClick={props.onSkip}
            aria-disabled={busy}
          >
            Skip tour
          </Button>
          <DimSwitch on={dimPage} busy={pending} onChange={props.onDimPageChange} />
        </div>

        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onPrevious}
            disabled={position.isFirst}
            aria-disabled={busy}
            aria-label="Previous step"
          >
            <ArrowLeft aria-hidden="true" />
            <span className="max-[400px]:sr-only">Previous</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={props.onNext}
            disabled={position.isLast}
            aria-disabled={busy}
            aria-label="Next step"
          >
            <span className="max-[360px]:sr-only">Next</span>
            <ArrowRight aria-hidden="true" />
          </Button>
          {position.isLast ? (
            <Button
              ref={primaryRef}
              variant="brand"
              size="sm"
              className="ml-auto"
              onClick={props.onFinish}
              aria-disabled={busy}
            >
              <Check aria-hidden="true" />
              Finish
            </Button>
          ) : (
            <Button
              variant="brand"
              size="sm"
              className="ml-auto"
              onClick={props.onCompleteStep}
              aria-disabled={busy}
              ref={primaryRef}
            >
              <Check aria-hidden="true" />
              Complete step
            </Button>
          )}
        </div>
      </section>
    </div>,
    document.body,
  );
}

function DimSwitch({ on, busy, onChange }: { on: boolean; busy: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onChange(!on);
      }}
      className="group inline-flex items-center gap-2 rounded-md text-muted-foreground text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:opacity-50"
    >
      Dim page
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-4 w-7 shrink-0 items-center rounded-full transition-colors',
          on ? 'bg-primary' : 'bg-muted-foreground/40',
        )}
      >
        <span
          className={cn(
            'inline-block size-3 rounded-full bg-background shadow transition-transform',
            on ? 'translate-x-3.5' : 'translate-x-0.5',
          )}
        />
      </span>
    </button>
  );
}
