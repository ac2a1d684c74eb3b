import { PaymentSuccessView } from '@/features/payments/payment-success-view';

export function PaymentSuccessPage() {
  return <PaymentSuccessView />;
}
