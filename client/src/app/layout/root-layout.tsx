import { PRODUCT_NAME } from '@common/constants';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthDialogProvider } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useScreenHandle } from '@/lib/screen-handle';
import { ErrorBoundary } from '../error-boundary';
import { OfflineBanner } from './offline-banner';
import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Navigation on every page; footer on all but the full-height editors (SPEC §2 layout). */
export function RootLayout() {
  const { pathname } = useLocation();
  const screen = useScreenHandle();
  const fullHeight = screen?.fullHeight === true;

  useEffect(() => {
    document.title = screen && pathname !== '/' ? `${screen.title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [screen, pathname]);

  return (
    <AuthDialogProvider>
      <div className={cn('flex flex-col', fullHeight ? 'h-dvh overflow-hidden' : 'min-h-dvh')}>
        <SkipLink />
        <SiteHeader />
        <OfflineBanner />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-0 flex-1 flex-col outline-none">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        {fullHeight ? null : <SiteFooter />}
        <ScrollRestoration />
      </div>
    </AuthDialogProvider>
  );
}
