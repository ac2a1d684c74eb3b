import { CircleX } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function PaymentCancelledPage() {
  return (
    <ScreenIntro
      icon={CircleX}
      description={'The payment was cancelled and you have not been charged.'}
      actions={[screenLinks.marketplace, screenLinks.dashboard, screenLinks.home]}
    />
  );
}
