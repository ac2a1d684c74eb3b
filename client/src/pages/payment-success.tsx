import { CircleCheck } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function PaymentSuccessPage() {
  return (
    <ScreenIntro
      icon={CircleCheck}
      description={'Your payment is complete. What you bought is added to your account.'}
      actions={[screenLinks.dashboard, screenLinks.marketplace]}
    />
  );
}
