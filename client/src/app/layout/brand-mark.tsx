import { PRODUCT_NAME } from '@common/constants';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export function BrandMark({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'flex items-center gap-2 rounded-md font-semibold text-base tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      <span className="flex size-7 items-center justify-center rounded-lg bg-linear-to-br from-cta-from via-cta-via to-cta-to text-white shadow-cta-from/30 shadow-md">
        <Sparkles className="size-4" aria-hidden="true" />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}
