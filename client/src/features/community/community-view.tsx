/**
 * /community and everything under it: the header (the screen's one <h1>, "Community") and the page at the
 * address, chosen here from the nested paths. Each page's own heading is an <h2>.
 */
import { Link, matchPath, useLocation } from 'react-router';
import { AccountScreen } from '@/components/screen/account-screen';
import { CommunityHeader } from './community-header';
import { NewTopicPage } from './composer/new-topic-page';
import { ReviewPage } from './moderation/review-page';
import { NotificationsPage } from './notifications/notifications-page';
import { UnsubscribePage } from './notifications/unsubscribe-page';
import { ThreadPage } from './thread/thread-page';
import { CategoryHeading, CategoryList } from './topics/category-list';
import { SearchPage } from './topics/search-page';
import { TopicsPage } from './topics/topics-page';

const heading = (text: string) => <h2 className="font-semibold text-2xl tracking-tight">{text}</h2>;

function match(pattern: string, pathname: string) {
  return matchPath({ path: pattern, end: true }, pathname)?.params;
}

function CommunityPage({ pathname }: { pathname: string }) {
  if (match('/community', pathname))
    return (
      <>
        <CategoryList />
        <TopicsPage scope={{ kind: 'all' }} heading={heading('Topics')} />
      </>
    );
  const category = match('/community/c/:slug', pathname);
  if (category?.slug)
    return (
      <TopicsPage
        key={category.slug}
        scope={{ kind: 'category', slug: category.slug }}
        heading={<CategoryHeading slug={category.slug} />}
      />
    );
  const tag = match('/community/tag/:tag', pathname);
  if (tag?.tag)
    return (
      <TopicsPage key={tag.tag} scope={{ kind: 'tag', tag: tag.tag }} heading={heading(`#${tag.tag}`)} />
    );
  const author = match('/community/u/:username', pathname);
  if (author?.username)
    return (
      <TopicsPage
        key={author.username}
        scope={{ kind: 'author', username: author.username }}
        heading={heading(`Topics by @${author.username}`)}
      />
    );
  if (match('/community/search', pathname)) return <SearchPage />;
  if (match('/community/new', pathname)) return <NewTopicPage />;
  if (match('/community/notifications', pathname)) return <NotificationsPage />;
  if (match('/community/review', pathname)) return <ReviewPage />;
  if (match('/community/unsubscribe', pathname)) return <UnsubscribePage />;
  const thread =
    match('/community/t/:id/:slug/:n', pathname) ??
    match('/community/t/:id/:slug', pathname) ??
    match('/community/t/:id', pathname);
  const id = Number(thread?.id);
  if (thread && Number.isInteger(id) && id > 0) {
    const n = Number(thread.n);
    return (
      <ThreadPage
        key={id}
        id={id}
        slug={thread.slug ?? null}
        postNumber={Number.isInteger(n) && n > 0 ? n : null}
      />
    );
  }
  return (
    <section className="flex flex-col gap-2">
      {heading('Nothing here')}
      <p className="text-muted-foreground">
        There is no community page at this address.{' '}
        <Link to="/community" className="text-primary underline">
          See the latest topics
        </Link>
      </p>
    </section>
  );
}

export function CommunityView() {
  const { pathname } = useLocation();
  return (
    <AccountScreen>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
        <CommunityHeader />
        <CommunityPage pathname={pathname.replace(/\/+$/, '') || '/'} />
      </div>
    </AccountScreen>
  );
}
