/**
 * /admin's community section: the moderation log (time, moderator, action, topic, detail) and the moderators,
 * with granting the role by username and revoking it. Administrators are always moderators.
 */
import type { ModerationAction } from '@common/schemas/community';
import { MessagesSquare } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useModerationLog, useModerators, useSetModerator } from './community-moderation-api';

const ACTION_LABELS: Record<ModerationAction, string> = {
  'hide-post': 'Hid a post',
  'unhide-post': 'Unhid a post',
  'approve-post': 'Approved a post',
  'lock-thread': 'Locked',
  'unlock-thread': 'Unlocked',
  'move-thread': 'Moved',
  'merge-thread': 'Merged',
  'dismiss-flags': 'Dismissed flags',
  'mark-solution': 'Marked a solution',
  'unmark-solution': 'Unmarked a solution',
  'grant-moderator': 'Made a moderator',
  'revoke-moderator': 'Revoked a moderator',
};

function ModerationLog() {
  const log = useModerationLog();
  if (log.isError)
    return (
      <p className="text-destructive text-sm">{serverMessage(log.error) ?? 'The log could not be loaded.'}</p>
    );
  if (!log.data) return <Skeleton className="h-24" />;
  if (log.data.length === 0) return <p className="text-muted-foreground text-sm">No moderation yet.</p>;
  return (
    <div className="-mx-6 overflow-x-auto px-6">
      <table aria-label="Moderation log" className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b text-muted-foreground text-xs">
          <tr>
            {['Time', 'Moderator', 'Action', 'Topic', 'Detail'].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {log.data.map((entry) => (
            <tr key={entry.id}>
              <td className="whitespace-nowrap py-2 pr-4 text-muted-foreground">
                {formatDateTime(entry.createdAt)}
              </td>
              <td className="py-2 pr-4 font-medium">@{entry.actor}</td>
              <td className="py-2 pr-4">{ACTION_LABELS[entry.action]}</td>
              <td className="max-w-56 truncate py-2 pr-4">
                {entry.threadId ? (
                  <Link to={`/community/t/${entry.threadId}`} className="text-primary hover:underline">
                    {entry.threadTitle ?? `Topic ${entry.threadId}`}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
              <td className="py-2 pr-4 text-muted-foreground">{entry.detail || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Moderators() {
  const moderators = useModerators();
  const setModerator = useSetModerator();
  const [username, setUsername] = useState('');
  const change = (name: string, moderator: boolean) =>
    setModerator.mutate(
      { username: name, moderator },
      {
        onSuccess: () => {
          toast({ title: moderator ? `@${name} is a moderator` : `@${name} is no longer a moderator` });
          if (moderator) setUsername('');
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'That did not work',
            description: serverMessage(error) ?? 'Try again.',
          }),
      },
    );
  const grant = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (name) change(name, true);
  };
  return (
    <div className="flex flex-col gap-3">
      {moderators.isError ? (
        <p className="text-destructive text-sm">
          {serverMessage(moderators.error) ?? 'The moderators could not be loaded.'}
        </p>
      ) : !moderators.data ? (
        <Skeleton className="h-16" />
      ) : (
        <ul aria-label="Moderators" className="divide-y rounded-lg border">
          {moderators.data.map((m) => (
            <li key={m.username} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="font-medium">@{m.username}</span>
              {m.role === 'admin' ? (
                <Badge variant="brand">Administrator</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Revoke moderator from ${m.username}`}
                  disabled={setModerator.isPending}
                  onClick={() => change(m.username, false)}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={grant} className="flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label="Username to make a moderator"
          placeholder="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <Button type="submit" disabled={!username.trim() || setModerator.isPending}>
          Make moderator
        </Button>
      </form>
    </div>
  );
}

export function CommunityModeration() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MessagesSquare className="size-5 text-primary" aria-hidden="true" />
          Community
        </CardTitle>
        <CardDescription>
          What the moderators did, newest first, and who moderates the community.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="moderation-log-heading" className="flex min-w-0 flex-col gap-2">
          <h3 id="moderation-log-heading" className="font-medium text-sm">
            Moderation log
          </h3>
          <ModerationLog />
        </section>
        <section aria-labelledby="moderators-heading" className="flex flex-col gap-2">
          <h3 id="moderators-heading" className="font-medium text-sm">
            Moderators
          </h3>
          <Moderators />
        </section>
      </CardContent>
    </Card>
  );
}
