/**
 * The wallet's surface for the signed-in navigation (itself loaded on demand): the wallet button as a
 * lazy component, so wagmi and viem load in a chunk of their own after the page, never on the first view.
 */
import { lazy } from 'react';

export const LazyWalletButton = lazy(() => import('./wallet-button'));
