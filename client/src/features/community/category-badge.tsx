/** A category's coloured badge, linking to its page; the colour is a dot so the text keeps its contrast. */
import type { CommunityCategory } from '@common/schemas/community';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type CategoryLike = Pick<CommunityCategory, 'slug' | 'name' | 'color'>;

export function CategoryBadge({ category, className }: { category: CategoryLike; className?: string }) {
  return (
    <Link
      to={`/community/c/${category.slug}`}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 font-medium text-xs hover:bg-accent',
        className,
      )}
      style={{ borderColor: `${category.color}66` }}
    >
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: category.color }} />
      {category.name}
    </Link>
  );
}

/** The category of a slug, or a plain stand-in while the categories load (or for one since removed). */
export function categoryOf(categories: readonly CommunityCategory[] | undefined, slug: string): CategoryLike {
  return categories?.find((c) => c.slug === slug) ?? { slug, name: slug, color: '#64748b' };
}
