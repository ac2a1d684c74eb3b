/**
 * Where a deployment's chat widget loads, in the words the fleet and the snippets use: any site until the
 * owner lists allowed sites (common/schemas/deployments.ts, `widgetOnAnySite`), then only those; nowhere
 * while the Chat widget surface is off.
 */
import { countOf } from '@common/plural';
import { type Deployment, widgetOnAnySite } from '@common/schemas/deployments';
import {
  WIDGET_MESSAGES_PER_DEPLOYMENT_MINUTE,
  WIDGET_MESSAGES_PER_VISITOR_MINUTE,
} from '@common/schemas/widget';

export type WidgetReach = { kind: 'off' } | { kind: 'any' } | { kind: 'sites'; sites: string[] };

export function widgetReach(d: Pick<Deployment, 'surfaces' | 'widget'>): WidgetReach {
  if (!d.surfaces.includes('widget')) return { kind: 'off' };
  const sites = d.widget.allowedOrigins;
  return widgetOnAnySite(sites) ? { kind: 'any' } : { kind: 'sites', sites: [...sites] };
}

/** What the embed tag's note says. */
export function embedNote(reach: WidgetReach): string {
  switch (reach.kind) {
    case 'any':
      return `Works on any site until you list allowed sites (Settings). The publishable key only names this deployment; messages are free to visitors and limited to ${WIDGET_MESSAGES_PER_VISITOR_MINUTE} a minute each, ${WIDGET_MESSAGES_PER_DEPLOYMENT_MINUTE} for the deployment.`;
    case 'sites':
      return `Loads only on ${reach.sites.join(', ')}. Other sites show “This chat is not available on …”: add them under Settings → Allowed sites.`;
    case 'off':
      return 'The chat widget is off for this deployment: this tag loads nowhere until you turn on Chat widget in Settings.';
  }
}

/** The fleet row's short form. */
export function reachLabel(reach: Exclude<WidgetReach, { kind: 'off' }>): string {
  if (reach.kind === 'any') return 'Widget on any site';
  const [first] = reach.sites;
  const host = first ? new URL(first).host : '';
  return reach.sites.length === 1
    ? `Widget only on ${host}`
    : `Widget on ${countOf(reach.sites.length, 'site')}`;
}
