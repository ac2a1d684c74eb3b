import { PaymentCancelledView } from '@/features/payments/payment-cancelled-view';

export function PaymentCancelledPage() {
  return <PaymentCancelledView />;
}
