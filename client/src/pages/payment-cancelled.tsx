import { Receipt } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

// No payment flow exists, so this screen can confirm nothing; it says so instead of claiming a payment.
export function PaymentCancelledPage() {
  return (
    <ComingSoonScreen
      icon={Receipt}
      status="Nothing to cancel"
      description={
        'No payment was started: payments are not available yet, so there is nothing to cancel and nothing was charged.'
      }
    />
  );
}
