import { CommunityView } from '@/features/community/community-view';

export function CommunityPage() {
  return <CommunityView />;
}
