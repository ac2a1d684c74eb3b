import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import { AccountControls, MobileAccountMenu } from './account-controls';
import { BrandMark } from './brand-mark';
import { isNavLinkActive } from './is-nav-link-active';
import { NavLinkItem } from './nav-link-item';
import { navLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The six links, the theme toggle and the account controls need about 960 px: below the lg breakpoint
 * the links (and, signed in, help and balance) move into the toggle menu.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  // Any navigation (links, back button) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname change by design
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-border/70 border-b bg-background/80 backdrop-blur-xl supports-[backdrop-filter]:bg-background/65">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandMark className="shrink-0" />
        <nav aria-label="Main" className="hidden flex-1 items-center justify-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <NavLinkItem key={link.to} link={link} active={isNavLinkActive(pathname, link.to)} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5 lg:ml-0">
          <ThemeToggle />
          <AccountControls user={user} loading={isLoading} />
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Toggle menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <div id={MOBILE_MENU_ID} className="border-border/70 border-t bg-background lg:hidden">
          <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
            {navLinks.map((link) => (
              <NavLinkItem
                key={link.to}
                link={link}
                block
                active={isNavLinkActive(pathname, link.to)}
                onNavigate={closeMenu}
              />
            ))}
            {user ? (
              <Suspense fallback={null}>
                <MobileAccountMenu user={user} onDone={closeMenu} />
              </Suspense>
            ) : null}
          </nav>
        </div>
      ) : null}
    </header>
  );
}
