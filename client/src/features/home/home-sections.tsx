import { ClosingCta } from './closing-cta';
import { FeatureGrid } from './feature-grid';
import { HowItWorks } from './how-it-works';
import { TokenSection } from './token-section';

/** The home page under the hero: what works, how it works, the token and a closing call. */
export function HomeSections() {
  return (
    <>
      <FeatureGrid />
      <HowItWorks />
      <TokenSection />
      <ClosingCta />
    </>
  );
}
