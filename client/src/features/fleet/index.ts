/**
 * The fleet feature's public surface: every builder's Publish / "Publish and deploy", deploying a version and
 * its dialog, the snippets of a deployment (for whatever shows a deployment's URLs) and the fleet's query
 * keys. The /fleet screen itself is imported by its page.
 */
export { fleetKeys } from './api';
export { CopyButton } from './copy-button';
export { DeployVersionButton, useDeployVersion } from './deploy-version';
export { PublishActions, type PublishActionsProps } from './publish-actions';
export { SnippetsView } from './snippets-dialog';
