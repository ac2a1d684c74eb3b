import { Receipt } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

// Buying AIZ with a card is not built, so this screen can confirm nothing; it says so instead of claiming a payment.
export function PaymentCancelledPage() {
  return (
    <ComingSoonScreen
      feature="buy-aiz"
      icon={Receipt}
      status="Nothing to cancel"
      description={
        'No payment was started: buying AIZ with a card is not built yet, so there is nothing to cancel and nothing was charged.'
      }
    />
  );
}
