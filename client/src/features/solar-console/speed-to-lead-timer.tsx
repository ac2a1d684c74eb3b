import { cn } from '@/lib/cn';
import { formatElapsed, type SpeedBand, speedToLead } from './speed-to-lead';
import { useNow } from './use-now';

const BAND: Record<SpeedBand, string> = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

function Chip({ band, label, text }: { band: SpeedBand; label: string; text: string }) {
  return (
    <span
      role="timer"
      aria-label={label}
      data-band={band}
      className={cn(
        'inline-flex items-center rounded-md px-1.5 py-0.5 font-medium text-xs tabular-nums',
        BAND[band],
      )}
    >
      {text}
    </span>
  );
}

function Running({ arrivedAt }: { arrivedAt: string }) {
  const now = useNow();
  const s = speedToLead(arrivedAt, null, now);
  const text = formatElapsed(s.elapsedMs);
  return <Chip band={s.band} text={text} label={`Waiting ${text} for a first contact`} />;
}

/**
 * Speed to lead: how long the lead has waited (ticking each second) or, once someone called, e-mailed, met
 * or noted, how long it took. `touchedAt` undefined: not known yet.
 */
export function SpeedToLeadTimer({
  arrivedAt,
  touchedAt,
}: {
  arrivedAt: string;
  touchedAt: string | null | undefined;
}) {
  if (touchedAt === undefined) return <span className="text-muted-foreground text-xs">…</span>;
  if (touchedAt === null) return <Running arrivedAt={arrivedAt} />;
  const s = speedToLead(arrivedAt, touchedAt, 0);
  const text = formatElapsed(s.elapsedMs);
  return <Chip band={s.band} text={`✓ ${text}`} label={`First contact after ${text}`} />;
}
