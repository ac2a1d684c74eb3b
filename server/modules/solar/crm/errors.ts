/** The CRM's refusals, worded once. */
import { countOf } from '@common/plural';

export const CRM_MESSAGES = {
  contactNotFound: 'There is no such contact in this CRM.',
  propertyNotFound: "There is no such property on this deal's contact.",
  dealNotFound: 'There is no such deal in this CRM.',
  pipelineNotFound: 'There is no such pipeline in this CRM.',
  stageNotInPipeline: "That stage is not in this deal's pipeline.",
  taskNotFound: 'There is no such task in this CRM.',
  filterNotFound: 'There is no such saved filter.',
  memberNotFound: 'That person is not a member of this CRM.',
  notAMember: (what: string) => `The ${what} must be a member of this CRM.`,
  noAccount: (email: string) =>
    `There is no account with the e-mail ${email}. Ask them to sign up first, then add them here.`,
  ownerIsManager:
    'The owner is always this CRM’s manager: they cannot be added, removed or given another role.',
  alreadyMember: 'That person is already a member; change their role instead.',
  filterNameTaken: 'You already have a saved filter with that name.',
  stageHoldsDeals: (name: string, deals: number) =>
    `The stage “${name}” holds ${countOf(deals, 'deal')}: move ${deals === 1 ? 'it' : 'them'} to another stage before removing the stage.`,
  stageNotHere: 'A stage id in the list belongs to no stage of this pipeline.',
  noPipeline: 'This CRM has no pipeline yet.',
  badFilter: 'The filter is not valid JSON.',
  taskDelete: 'Only a manager or the task’s creator can delete it.',
} as const;
