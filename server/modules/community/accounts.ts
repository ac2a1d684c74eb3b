/** The accounts moderation, notifications and the digest read and change, through the auth module. */
export {
  type AccountWithRole as CommunityPerson,
  accountByUsername as personByUsername,
  accountsByIds as peopleByIds,
  moderatorAccounts as listModeratorAccounts,
  setModeratorRole,
} from '../auth';
