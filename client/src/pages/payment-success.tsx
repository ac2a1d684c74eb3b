import { Receipt } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

// Buying AIZ with a card is not built, so this screen can confirm nothing; it says so instead of claiming a payment.
export function PaymentSuccessPage() {
  return (
    <ComingSoonScreen
      feature="buy-aiz"
      icon={Receipt}
      status="Nothing to confirm"
      description={
        'No payment has been made: buying AIZ with a card is not built yet, so there is no checkout to confirm and nothing was charged. Once it is, this page will confirm the purchase.'
      }
    />
  );
}
