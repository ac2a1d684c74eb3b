import { type FeatureId, productFeature } from '@common/product/features';
import type { LucideIcon } from 'lucide-react';
import { ScreenIntro, type ScreenTone } from '@/components/screen/screen-intro';
import { WorksToday } from './works-today';

export const NOT_BUILT = 'Not built yet';

type ComingSoonScreenProps = {
  /** The feature this screen is, as the feature list names it; it must be one that is not built. */
  feature: FeatureId;
  icon: LucideIcon;
  /** What the screen is meant to do and what stands in for it today; the feature's own line if omitted. */
  description?: string;
  /** Where the screen stands; "Not built yet" unless the screen has something more exact to say. */
  status?: string;
  tone?: ScreenTone;
};

/** A screen of SPEC §2 that is not built yet: its name, that it is not built, and what works today. */
export function ComingSoonScreen({
  feature,
  icon,
  description,
  status = NOT_BUILT,
  tone,
}: ComingSoonScreenProps) {
  const about = productFeature(feature);
  return (
    <ScreenIntro
      feature={feature}
      icon={icon}
      status={status}
      description={description ?? `${about.description} ${about.name} is not built yet.`}
      tone={tone}
      today={<WorksToday tone={tone} />}
    />
  );
}
