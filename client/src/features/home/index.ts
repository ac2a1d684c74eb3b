/**
 * The home feature's public surface: the landing page's sections, and the screen every not-yet-built page
 * shows (its name, that it is coming, and what works today). Pages import these files directly so each
 * lazy page chunk carries only what it shows; other features import only from here.
 */
export { ClosingCta } from './closing-cta';
export { COMING_SOON, ComingSoonScreen } from './coming-soon-screen';
export { FeatureGrid } from './feature-grid';
export { Hero } from './hero';
export { HowItWorks } from './how-it-works';
export { TokenSection } from './token-section';
export { WorksToday } from './works-today';
