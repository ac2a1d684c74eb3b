export { EconomySandboxView } from './economy-sandbox-view';
