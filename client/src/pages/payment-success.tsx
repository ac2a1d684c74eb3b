import { Receipt } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

// No payment flow exists, so this screen can confirm nothing; it says so instead of claiming a payment.
export function PaymentSuccessPage() {
  return (
    <ComingSoonScreen
      icon={Receipt}
      status="Nothing to confirm"
      description={
        'No payment has been made: payments are not available yet, so there is no checkout to confirm and nothing was charged. When you can pay for something, this page will confirm that payment.'
      }
    />
  );
}
