import { AdminView } from '@/features/admin/admin-view';

export function AdminPage() {
  return <AdminView />;
}
