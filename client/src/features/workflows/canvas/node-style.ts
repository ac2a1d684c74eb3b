/** Each catalogue group's colour and icon, shared by the palette and the nodes. */
import type { NodeGroupName } from '@common/schemas/workflows';
import { Boxes, Database, GitBranch, HelpCircle, type LucideIcon, Sparkles, Zap } from 'lucide-react';

export interface GroupStyle {
  label: string;
  icon: LucideIcon;
  /** Tailwind classes for the icon tile (light and dark). */
  tile: string;
  /** The group's colour on the mini map, in the light and the dark theme (SVG fills, not classes). */
  map: { light: string; dark: string };
}

export const GROUP_STYLES: Record<NodeGroupName, GroupStyle> = {
  trigger: {
    label: 'Triggers',
    icon: Zap,
    tile: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
    map: { light: '#f59e0b', dark: '#fbbf24' },
  },
  flow: {
    label: 'Flow',
    icon: GitBranch,
    tile: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
    map: { light: '#0ea5e9', dark: '#38bdf8' },
  },
  data: {
    label: 'Data',
    icon: Database,
    tile: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
    map: { light: '#10b981', dark: '#34d399' },
  },
  platform: {
    label: 'Platform',
    icon: Boxes,
    tile: 'bg-fuchsia-500/15 text-fuchsia-700 dark:text-fuchsia-300',
    map: { light: '#d946ef', dark: '#e879f9' },
  },
  ai: {
    label: 'AI',
    icon: Sparkles,
    tile: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
    map: { light: '#8b5cf6', dark: '#a78bfa' },
  },
};

export const UNKNOWN_STYLE: GroupStyle = {
  label: 'Unknown',
  icon: HelpCircle,
  tile: 'bg-muted text-muted-foreground',
  map: { light: '#94a3b8', dark: '#64748b' },
};

/** Sticky notes on the mini map (their cards are amber). */
export const STICKY_MAP_COLOUR = { light: '#fde68a', dark: '#92400e' } as const;

export const GROUP_ORDER: NodeGroupName[] = ['trigger', 'ai', 'flow', 'data', 'platform'];
