import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavLink } from './nav-links';

type NavLinkItemProps = {
  link: NavLink;
  active: boolean;
  /** Full-width rows in the mobile menu. */
  block?: boolean;
  onNavigate?: () => void;
};

export function NavLinkItem({ link, active, block = false, onNavigate }: NavLinkItemProps) {
  const base =
    'rounded-lg font-medium text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';
  const shape = block ? 'flex w-full items-center px-3 py-2.5' : 'inline-flex items-center px-3 py-1.5';
  const look = link.highlight
    ? cn(
        'bg-linear-to-r from-sun-from to-sun-to text-white shadow-sm shadow-sun-to/25 hover:opacity-95',
        active && 'ring-2 ring-solar-from/60 ring-offset-2 ring-offset-background',
      )
    : active
      ? 'bg-accent text-foreground'
      : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground';
  return (
    <Link
      to={link.to}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      data-tour={block ? undefined : link.tour}
      className={cn(base, shape, look)}
    >
      {link.label}
    </Link>
  );
}
