import { HomeScreen } from '@/features/home/home-screen';

export function HomePage() {
  return <HomeScreen />;
}
