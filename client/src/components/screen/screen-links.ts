import { type FeatureId, type ProductFeature, productFeature } from '@common/product/features';
import {
  Activity,
  BarChart3,
  Bot,
  BrainCircuit,
  Coins,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Rocket,
  Server,
  Sparkles,
  Users,
  Workflow,
} from 'lucide-react';

/** A link to a working screen, as listed under "What works today" and on the home page. */
export type ScreenLink = {
  feature: FeatureId;
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
};

/** The icon each working feature is shown with; the words come from the feature list (common/product). */
const FEATURE_ICONS: Partial<Record<FeatureId, LucideIcon>> = {
  'agent-builder': Bot,
  'describe-it': Sparkles,
  canvas: Workflow,
  deployments: Rocket,
  'chat-widget': MessageSquare,
  'api-keys': KeyRound,
  'pay-per-run': Coins,
  fleet: Server,
  analytics: BarChart3,
  monitor: Activity,
  dashboard: LayoutDashboard,
  providers: BrainCircuit,
  community: Users,
};

/** A working feature as a link to the screen that opens it. */
export function featureLink(id: FeatureId): ScreenLink {
  const feature: ProductFeature = productFeature(id);
  if (feature.status !== 'works') throw new Error(`${id} is not built: nothing to link to`);
  return {
    feature: id,
    to: feature.opens,
    label: feature.name,
    description: feature.description,
    icon: FEATURE_ICONS[id] ?? Sparkles,
  };
}

/**
 * What a screen that is not built yet offers instead: the places to build, deploy and follow an agent.
 * Every one works, so no "not built" page sends a visitor to another.
 */
export const WORKS_TODAY: readonly FeatureId[] = ['agent-builder', 'describe-it', 'deployments', 'dashboard'];
