import { ClosingCta } from '@/features/home/closing-cta';
import { FeatureGrid } from '@/features/home/feature-grid';
import { Hero } from '@/features/home/hero';
import { HowItWorks } from '@/features/home/how-it-works';
import { TokenSection } from '@/features/home/token-section';

export function HomePage() {
  return (
    <>
      <Hero />
      <FeatureGrid />
      <HowItWorks />
      <TokenSection />
      <ClosingCta />
    </>
  );
}
