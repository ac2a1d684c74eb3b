import { useParams } from 'react-router';
import { SignView } from '@/features/e-sign/sign-view';

export function SignPage() {
  const { token = '' } = useParams();
  return <SignView key={token} token={token} />;
}
