/** The categories on the community's front page: coloured, described, with their topic counts. */
import { countOf } from '@common/plural';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '../community-api';

export function CategoryList() {
  const categories = useCategories();
  if (categories.isError) return null; // The topics below say what failed; the list works without these.
  if (!categories.data)
    return (
      <section
        aria-busy="true"
        aria-label="Loading categories"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-24 rounded-xl" />
        ))}
      </section>
    );
  return (
    <section aria-labelledby="categories-heading" className="flex flex-col gap-3">
      <h2 id="categories-heading" className="font-semibold text-xl tracking-tight">
        Categories
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {categories.data.map((c) => (
          <li key={c.slug}>
            <Link
              to={`/community/c/${c.slug}`}
              className="flex h-full flex-col gap-1 rounded-xl border border-l-4 bg-card p-4 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              style={{ borderLeftColor: c.color }}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">{c.name}</span>
                <span className="text-muted-foreground text-xs tabular-nums">
                  {countOf(c.threadCount, 'topic')}
                </span>
              </span>
              <span className="text-muted-foreground text-sm">{c.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The heading of a category's page: its name in its colour, and what belongs there. */
export function CategoryHeading({ slug }: { slug: string }) {
  const categories = useCategories();
  const category = categories.data?.find((c) => c.slug === slug);
  return (
    <div
      className="flex flex-col gap-1 border-l-4 pl-3"
      style={{ borderLeftColor: category?.color ?? '#64748b' }}
    >
      <h2 className="font-semibold text-2xl tracking-tight">{category?.name ?? slug}</h2>
      {category ? <p className="text-muted-foreground">{category.description}</p> : null}
      {categories.isFetched && !category ? (
        <p className="text-muted-foreground">There is no category by this name.</p>
      ) : null}
    </div>
  );
}
