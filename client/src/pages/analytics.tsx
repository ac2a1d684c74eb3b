import { ChartLine } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function AnalyticsPage() {
  return (
    <ScreenIntro
      icon={ChartLine}
      description={'Measure how your agents perform: runs, success rates, response times and earnings.'}
      actions={[screenLinks.monitor, screenLinks.fleet, screenLinks.dashboard]}
    />
  );
}
