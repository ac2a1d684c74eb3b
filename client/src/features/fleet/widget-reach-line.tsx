/** A fleet row's line saying where its chat widget loads (nothing when the widget is off). */
import type { Deployment } from '@common/schemas/deployments';
import { Globe, Lock } from 'lucide-react';
import { embedNote, reachLabel, widgetReach } from './widget-reach';

export function WidgetReachLine({ d }: { d: Pick<Deployment, 'surfaces' | 'widget'> }) {
  const reach = widgetReach(d);
  if (reach.kind === 'off') return null;
  const Icon = reach.kind === 'any' ? Globe : Lock;
  return (
    <p className="mt-1.5 flex items-center gap-1 text-muted-foreground text-xs" title={embedNote(reach)}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{reachLabel(reach)}</span>
    </p>
  );
}
