/**
 * The community's header on every one of its pages: the screen's one <h1>, the search box, the bell with the
 * unread count, the moderators' review queue, and "New topic".
 */
import { Bell, Plus, Search, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCurrentUser } from '@/features/auth';
import { useScreenTitle } from '@/lib/screen-handle';
import { useNotifications } from './notifications/notifications-api';

function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const current = pathname === '/community/search' ? (search.get('q') ?? '') : '';
  const [q, setQ] = useState(current);
  useEffect(() => setQ(current), [current]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = q.trim();
    if (words) navigate(`/community/search?q=${encodeURIComponent(words)}`);
  };
  return (
    <search className="w-full sm:max-w-sm">
      <form onSubmit={submit} className="flex gap-2">
        <Input
          type="search"
          aria-label="Search the community"
          placeholder="Search topics…"
          value={q}
          maxLength={200}
          onChange={(e) => setQ(e.target.value)}
        />
        <Button type="submit" variant="outline" size="icon" aria-label="Search">
          <Search aria-hidden="true" />
        </Button>
      </form>
    </search>
  );
}

function NotificationBell() {
  const unread = useNotifications(true).data?.unread ?? 0;
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link
        to="/community/notifications"
        aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
      >
        <Bell aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-destructive px-1 text-center font-semibold text-[0.65rem] text-destructive-foreground leading-4 tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}

export function CommunityHeader() {
  const title = useScreenTitle();
  const { user } = useCurrentUser();
  const moderator = user?.role === 'moderator' || user?.role === 'admin';
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-semibold text-3xl tracking-tight sm:text-4xl">
            <Link to="/community" className="hover:underline">
              {title}
            </Link>
          </h1>
          <p className="mt-2 text-muted-foreground">
            Ask, answer, and share agents and workflows with other builders.
          </p>
        </div>
        <div className="flex items-center gap-1">
          {user ? <NotificationBell /> : null}
          {moderator ? (
            <Button asChild variant="ghost" size="sm">
              <Link to="/community/review">
                <ShieldCheck aria-hidden="true" />
                Review queue
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="brand" size="sm" className="ms-1">
            <Link to="/community/new">
              <Plus aria-hidden="true" />
              New topic
            </Link>
          </Button>
        </div>
      </div>
      <SearchBox />
    </header>
  );
}
