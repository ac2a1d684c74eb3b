import { Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatAizAmount, formatDate, formatDateTime } from '@/lib/format';
import type { useAdminUsers } from './use-admin-data';

const headers = ['Username', 'E-mail', 'Role', 'Joined', 'Last sign-in', 'AIZ'];

export function UsersTable({ users }: { users: ReturnType<typeof useAdminUsers> }) {
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Users className="size-5 text-primary" aria-hidden="true" />
          Users
        </CardTitle>
        <CardDescription>Newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <div className="flex flex-col gap-3" role="status" aria-label="Loading users">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-8" />
            ))}
          </div>
        ) : users.isError ? (
          <p className="text-destructive text-sm">The user list could not be loaded.</p>
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">No users yet.</p>
        ) : (
          <>
            <div className="-mx-6 overflow-x-auto px-6">
              <table className="w-full min-w-[42rem] text-left text-sm">
                <thead className="border-border border-b text-muted-foreground text-xs">
                  <tr>
                    {headers.map((h) => (
                      <th
                        key={h}
                        scope="col"
                        className={h === 'AIZ' ? 'py-2 text-right font-medium' : 'py-2 pr-4 font-medium'}
                      >
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {rows.map((u) => (
                    <tr key={u.id}>
                      <th scope="row" className="max-w-40 truncate py-2.5 pr-4 font-medium">
                        {u.username}
                      </th>
                      <td className="max-w-56 truncate py-2.5 pr-4 text-muted-foreground">{u.email}</td>
                      <td className="py-2.5 pr-4">
                        <Badge variant={u.role === 'admin' ? 'brand' : 'outline'}>{u.role}</Badge>
                      </td>
                      <td className="whitespace-nowrap py-2.5 pr-4">{formatDate(u.createdAt)}</td>
                      <td className="whitespace-nowrap py-2.5 pr-4 text-muted-foreground">
                        {u.lastSignInAt ? formatDateTime(u.lastSignInAt) : 'Never'}
                      </td>
                      <td className="whitespace-nowrap py-2.5 text-right font-medium tabular-nums">
                        {formatAizAmount(u.aizBalance)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {users.hasNextPage ? (
              <Button
                variant="outline"
                size="sm"
                className="mt-4"
                disabled={users.isFetchingNextPage}
                onClick={() => void users.fetchNextPage()}
              >
                {users.isFetchingNextPage ? <Spinner /> : null}
                Show more users
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
