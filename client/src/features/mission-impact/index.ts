/** Mission impact (/mission-impact): the page's view is mission-impact-view.tsx; /admin shows the demo card. */
export { MissionImpactDemoCard } from './demo-projects-card';
export { missionImpactKeys } from './mission-impact-api';
