/** The variable APR's formula, in a small popover a button opens (Escape or a click outside closes it). */
import type { StakingPool } from '@common/schemas/staking';
import { Info } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { shortAiz } from './format';

export function AprFormula({ pool }: { pool: StakingPool }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div ref={ref} className="relative inline-block">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded-md text-muted-foreground text-xs underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Info className="size-3.5" aria-hidden="true" />
        How is it computed?
      </button>
      {open ? (
        <div
          id={id}
          role="dialog"
          aria-label="How the APR is computed"
          className="absolute left-0 z-20 mt-2 w-[min(22rem,calc(100vw-3rem))] rounded-lg border bg-popover p-4 text-popover-foreground text-sm shadow-lg"
        >
          <p className="font-medium">Variable APR</p>
          <p className="mt-2 font-mono text-xs leading-relaxed">
            APR = emission per day × 365 ÷ total weighted stake × your lock's weight
          </p>
          <p className="mt-2 text-muted-foreground text-xs leading-relaxed">
            Now: {shortAiz(pool.emissionPerDay)} AIZ a day over {shortAiz(pool.totalWeighted)} weighted AIZ
            (each stake counts its amount × its lock's weight). It changes whenever someone stakes or
            unstakes, and when the pool is funded again; it is not a promise. Rewards come only from what the
            pool was funded with.
          </p>
        </div>
      ) : null}
    </div>
  );
}
