/**
 * The offline assistant: an honest retrieval model over the product's help articles (BM25, no key, no
 * network, no weights), plus deterministic skills over the user's own data. It is not an LLM and every
 * answer says so. What other parts of the server may use:
 */
export { answerQuestion, type OfflineAnswer, offlineSuggestions } from './answer';
export { helpArticles } from './articles';
export {
  type CitedThread,
  currentOfflineContext,
  type OfflineContext,
  type OfflineUser,
  type OnboardingSnapshot,
  SIGNED_OUT_CONTEXT,
  withOfflineContext,
} from './context';
export { helpIndex, helpIndexBuildMs } from './help-index';
export {
  OFFLINE_LABEL,
  OFFLINE_MODEL_ID,
  OFFLINE_PROVIDER_ID,
  OFFLINE_PROVIDER_NAME,
} from './label';
export { createOfflineModel } from './model';
export { OFFLINE_PRIORITY, offlineProviderEntry } from './provider-entry';
// The marketplace's recommendations index listings the way the help articles are indexed.
export { processIndexTerm, processTerm, tokenize } from './terms';
