import type { LucideIcon } from 'lucide-react';
import { ScreenIntro, type ScreenTone } from '@/components/screen/screen-intro';
import { WorksToday } from './works-today';

export const COMING_SOON = 'Coming soon';

type ComingSoonScreenProps = {
  icon: LucideIcon;
  /** What the screen will do once built, said as what is coming, never as if it worked now. */
  description: string;
  /** Where the screen stands; "Coming soon" unless the screen has something more exact to say. */
  status?: string;
  tone?: ScreenTone;
};

/** A screen of SPEC §2 that is not built yet: its name, that it is coming, and what works today. */
export function ComingSoonScreen({ icon, description, status = COMING_SOON, tone }: ComingSoonScreenProps) {
  return (
    <ScreenIntro
      icon={icon}
      status={status}
      description={description}
      tone={tone}
      today={<WorksToday tone={tone} />}
    />
  );
}
