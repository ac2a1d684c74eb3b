/** /community/notifications: mentions, replies and solutions (unread first in colour), and the e-mail digest. */
import type { CommunityNotification, NotificationKind } from '@common/schemas/community';
import { threadPath } from '@common/schemas/community';
import { AtSign, Bell, CheckCircle2, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { relativeTime } from '../relative-time';
import { useDigestSetting, useMarkNotificationsRead, useNotifications } from './notifications-api';

const KIND_TEXT: Record<NotificationKind, string> = {
  mention: 'mentioned you in',
  reply: 'replied to',
  solution: 'marked your answer as the solution of',
};
const KIND_ICON = { mention: AtSign, reply: MessageSquare, solution: CheckCircle2 } as const;

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: CommunityNotification;
  onOpen: () => void;
}) {
  const Icon = KIND_ICON[notification.kind];
  return (
    <li className={cn('flex items-start gap-3 px-4 py-3', !notification.read && 'bg-primary/5')}>
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <p>
          <span className="font-medium">@{notification.actor}</span> {KIND_TEXT[notification.kind]}{' '}
          <Link
            to={threadPath(notification.thread, notification.postNumber)}
            onClick={onOpen}
            className="font-medium text-primary hover:underline"
          >
            {notification.thread.title}
          </Link>
        </p>
        <time dateTime={notification.createdAt} className="text-muted-foreground text-xs">
          {relativeTime(notification.createdAt)}
        </time>
      </div>
      {notification.read ? null : (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" role="img" aria-label="Unread" />
      )}
    </li>
  );
}

function Notifications() {
  const list = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const digest = useDigestSetting();
  if (list.isError)
    return (
      <p role="alert" className="text-destructive text-sm">
        {serverMessage(list.error) ?? 'Your notifications could not be loaded.'}
      </p>
    );
  if (!list.data) return <Skeleton className="h-40 rounded-xl" aria-label="Loading notifications" />;
  const { notifications, unread } = list.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">{unread === 0 ? 'All read.' : `${unread} unread`}</p>
        <Button
          size="sm"
          variant="outline"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          Mark all read
        </Button>
      </div>
      {notifications.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          Nothing yet: you will hear here when someone mentions you, replies to your topic or marks your
          answer.
        </p>
      ) : (
        <ul aria-label="Notifications" className="divide-y overflow-hidden rounded-xl border bg-card">
          {notifications.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              onOpen={() => (n.read ? undefined : markRead.mutate([n.id]))}
            />
          ))}
        </ul>
      )}
      <div className="flex items-center justify-between gap-4 rounded-xl border p-4">
        <div>
          <p id="digest-label" className="font-medium text-sm">
            E-mail digest
          </p>
          <p className="text-muted-foreground text-xs">
            A daily e-mail of what you missed, only when there is something.
          </p>
        </div>
        <Switch
          aria-labelledby="digest-label"
          checked={digest.isPending ? (digest.variables ?? list.data.digest) : list.data.digest}
          disabled={digest.isPending}
          onCheckedChange={(next) => digest.mutate(next)}
        />
      </div>
      {digest.error ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(digest.error) ?? 'The setting was not saved.'}
        </p>
      ) : null}
    </div>
  );
}

export function NotificationsPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <section aria-labelledby="notifications-heading" className="flex flex-col gap-4">
      <h2
        id="notifications-heading"
        className="flex items-center gap-2 font-semibold text-2xl tracking-tight"
      >
        <Bell className="size-5" aria-hidden="true" />
        Notifications
      </h2>
      {isLoading ? null : user ? (
        <Notifications />
      ) : (
        <SignInPrompt
          title="Sign in to see your notifications"
          description="Mentions, replies and solutions show here."
        />
      )}
    </section>
  );
}
