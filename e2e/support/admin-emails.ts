/**
 * The test server's ADMIN_EMAILS: one address per file that needs an administrator, so no two files
 * sign the same person in at the same moment (a new code replaces the other file's) and each address
 * is a first sign-up, whatever order the files run in.
 */
export const E2E_ADMIN_EMAILS = {
  admin: 'admin@aiz.test',
  providers: 'providers-admin@aiz.test',
  monitor: 'monitor-admin@aiz.test',
  marketplaceReviews: 'reviews-admin@aiz.test',
  payments: 'payments-admin@aiz.test',
  staking: 'staking-admin@aiz.test',
  missionImpact: 'impact-admin@aiz.test',
  web3: 'web3-admin@aiz.test',
  web3Staking: 'web3-staking-admin@aiz.test',
  community: 'community-admin@aiz.test',
} as const;
