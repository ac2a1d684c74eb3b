/**
 * The fleet feature's public surface: the snippets of a deployment (for whatever shows a deployment's URLs)
 * and the fleet's query keys. The /fleet screen itself is imported by its page.
 */
export { fleetKeys } from './api';
export { DeployVersionButton, useDeployVersion } from './deploy-version';
export { SnippetsView } from './snippets-dialog';
