import type { PublicUser } from '@common/schemas/auth';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

function titleCase(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** Who is signed in: username, e-mail, member since and subscription (SPEC §3 user). */
export function ProfileCard({ user }: { user: PublicUser }) {
  const rows: [string, string][] = [
    ['E-mail', user.email],
    ['Member since', formatDate(user.createdAt)],
    ['Subscription', titleCase(user.subscription || 'free')],
  ];
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        <Avatar
          name={user.username}
          imageUrl={user.profileImageUrl ?? user.profileImage}
          className="size-12 text-base"
        />
        <div className="min-w-0">
          <CardTitle className="truncate text-lg">{user.username}</CardTitle>
          {user.role === 'admin' ? (
            <Badge variant="brand" className="mt-1">
              Administrator
            </Badge>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="flex items-baseline justify-between gap-4">
              <dt className="shrink-0 whitespace-nowrap text-muted-foreground">{term}</dt>
              <dd className="min-w-0 truncate text-right font-medium" title={value}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
