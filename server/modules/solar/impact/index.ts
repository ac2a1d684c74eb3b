/** Mission impact: the platform-wide figures of installed solar projects, and their demo rows. */
export { DEMO_PIPELINE_NAME, DEMO_SITES } from './demo-projects';
export { readMissionImpact } from './read-impact';
export { MISSION_IMPACT_CACHE_SECONDS, MISSION_IMPACT_LIMIT, missionImpactRoutes } from './routes';
