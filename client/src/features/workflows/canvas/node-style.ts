/** Each catalogue group's colour and icon, shared by the palette and the nodes. */
import type { NodeGroupName } from '@common/schemas/workflows';
import { Boxes, Database, GitBranch, HelpCircle, type LucideIcon, Sparkles, Zap } from 'lucide-react';

export interface GroupStyle {
  label: string;
  icon: LucideIcon;
  /** Tailwind classes for the icon tile (light and dark). */
  tile: string;
}

export const GROUP_STYLES: Record<NodeGroupName, GroupStyle> = {
  trigger: { label: 'Triggers', icon: Zap, tile: 'bg-amber-500/15 text-amber-700 dark:text-amber-300' },
  flow: { label: 'Flow', icon: GitBranch, tile: 'bg-sky-500/15 text-sky-700 dark:text-sky-300' },
  data: { label: 'Data', icon: Database, tile: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300' },
  platform: {
    label: 'Platform',
    icon: Boxes,
    tile: 'bg-fuchsia-500/15 text-fuchsia-700 dark:text-fuchsia-300',
  },
  ai: { label: 'AI', icon: Sparkles, tile: 'bg-violet-500/15 text-violet-700 dark:text-violet-300' },
};

export const UNKNOWN_STYLE: GroupStyle = {
  label: 'Unknown',
  icon: HelpCircle,
  tile: 'bg-muted text-muted-foreground',
};

export const GROUP_ORDER: NodeGroupName[] = ['trigger', 'ai', 'flow', 'data', 'platform'];
