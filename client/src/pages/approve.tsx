import { useParams } from 'react-router';
import { ApprovalView } from '@/features/approvals/approval-view';

export function ApprovePage() {
  const { token = '' } = useParams();
  return <ApprovalView key={token} token={token} />;
}
