import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import type { OpenAuthDialogOptions } from './auth-flow';

type AuthDialogControls = {
  openAuthDialog: (options?: OpenAuthDialogOptions) => void;
  /** Starts loading the dialog's code early, e.g. when a "Get Started" button is hovered. */
  preloadAuthDialog: () => void;
};

type DialogRequest = Required<Pick<OpenAuthDialogOptions, 'mode'>> & Pick<OpenAuthDialogOptions, 'onSuccess'>;

const loadAuthDialog = () => import('./auth-dialog');
// Loaded on first use so the dialog and its form stay out of the first page's JavaScript.
const AuthDialog = lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));

const AuthDialogContext = createContext<AuthDialogControls | null>(null);

/** Owns the one sign-in dialog so any "Get Started" button can open it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const controls = useMemo<AuthDialogControls>(
    () => ({
      openAuthDialog: (options = {}) => {
        setRequest({
          mode: options.mode ?? 'signin',
          onSuccess: options.onSuccess,
        });
        setOpen(true);
      },
      preloadAuthDialog: () => {
        void loadAuthDialog();
      },
    }),
    [],
  );
  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <AuthDialog
            open={open}
            onOpenChange={setOpen}
            initialMode={request.mode}
            onSuccess={request.onSuccess}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return controls;
}
