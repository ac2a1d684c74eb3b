/**
 * The home feature: the landing page (home-screen.tsx) and the screen every not-yet-built page shows
 * (coming-soon-screen.tsx: its name, that it is not built, and what works today). Both take their claims
 * from the feature list, common/product/features.ts. Only pages use them, each
 * importing its screen file directly so that its lazy chunk carries only that screen; no other feature
 * needs anything from here.
 */
export {};
