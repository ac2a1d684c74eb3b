/**
 * Deterministic answers from real data. A skill matches a question and answers it, or returns null
 * to let the help articles answer instead. Add a skill by adding an entry to OFFLINE_SKILLS.
 */
import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import type { OfflineContext } from './context';
import type { HelpIndex } from './help-index';
import { articleLink, introduction } from './retrieval-answer';

export interface SkillAnswer {
  text: string;
  suggestions: string[];
  /** Help articles the answer draws on, if any. */
  articleIds?: string[];
}

export interface SkillInput {
  question: string;
  context: OfflineContext;
  index: HelpIndex;
}

export interface OfflineSkill {
  id: string;
  match(question: string): boolean;
  answer(input: SkillInput): Promise<SkillAnswer | null>;
}

const SIGN_IN_STEPS =
  'choose Get Started in the top bar, enter your e-mail on the Sign In tab, then type the 6-digit code we e-mail you';

const balanceSkill: OfflineSkill = {
  id: 'balance',
  match: (q) =>
    /\bbalance\b/i.test(q) ||
    /\bhow (many|much) (aiz|tokens?)\b.*\b(i|me)\b/i.test(q) ||
    /\bmy (aiz|tokens?)\b/i.test(q),
  async answer({ context }) {
    const suggestions = ['How do I stake AIZ?', 'What is the AIZ token?', 'How much is the signup bonus?'];
    if (!context.user) {
      return {
        text: `Your AIZ balance is shown once you are signed in. To sign in, ${SIGN_IN_STEPS}. New here? The Sign Up tab creates an account; the first ${SIGNUP_BONUS_USER_LIMIT} people to sign up receive ${SIGNUP_BONUS_AIZ} AIZ.`,
        suggestions: ['How do I sign in?', 'How do I create an account?', 'How much is the signup bonus?'],
        articleIds: ['sign-in', 'signup-bonus'],
      };
    }
    if (!context.readBalance) return null;
    let balance: string;
    try {
      balance = await context.readBalance();
    } catch {
      return {
        text: 'I could not read your balance just now. It is always shown in the AIZ badge in the top bar.',
        suggestions,
      };
    }
    return {
      text: `${context.user.username}, your balance is **${balance} AIZ**. It is also shown in the AIZ badge in the top bar.`,
      suggestions,
      articleIds: ['aiz-token'],
    };
  },
};

const onboardingSkill: OfflineSkill = {
  id: 'onboarding-progress',
  match: (q) =>
    /\b(tour|onboarding)\b/i.test(q) &&
    /\b(where|progress|step|far|status|left|remaining|done|finished|completed?|am i)\b/i.test(q),
  async answer({ context }) {
    if (!context.user || !context.readOnboarding) return null;
    const progress = await context.readOnboarding();
    const suggestions = ['How do I restart the tour?', 'Where do I find things?', 'How do I get started?'];
    const retake = 'Take Tour in the help menu (top bar) starts it again from the first step.';
    if (!progress) {
      return {
        text: 'You have not started the onboarding tour yet. Choose Take Tour in the help menu in the top bar to start it.',
        suggestions,
        articleIds: ['onboarding-tour'],
      };
    }
    const step = `step ${progress.stepNumber} of ${progress.totalSteps}, **${progress.currentStep.title}** ([${progress.currentStep.route}](${progress.currentStep.route}))`;
    const done = `${progress.completedSteps} of ${progress.totalSteps} steps completed (${progress.progressPercentage}% of the way through)`;
    const text = progress.isCompleted
      ? `You have completed the onboarding tour: all ${progress.totalSteps} steps. ${retake}`
      : progress.skipped
        ? `You skipped the onboarding tour at ${step}, with ${done}. ${retake}`
        : `You are at ${step} of the onboarding tour, with ${done}. Choose Take Tour in the help menu (top bar) to see it.`;
    return { text, suggestions, articleIds: ['onboarding-tour'] };
  },
};

/** "Are you an AI?": the offline assistant says what it is, in its own help article's words. */
const identitySkill: OfflineSkill = {
  id: 'identity',
  match: (q) =>
    /\b(are|r) (you|u)\b.*\b(ai|bot|robot|human|real|person|llm|gpt|model|machine|chatgpt)\b/i.test(q) ||
    /\b(who|what) (are|r) (you|u)\b/i.test(q),
  async answer({ index }) {
    const article = index.articles.find((a) => a.id === 'offline-assistant');
    if (!article) return null;
    return {
      text: `From the help article ${articleLink(article)}:\n\n${article.body}`,
      suggestions: ['How do I connect OpenAI or another provider?', 'What can the assistant do?'],
      articleIds: [article.id],
    };
  },
};

/** Greetings and "what can you do": what the offline assistant knows about. */
const introductionSkill: OfflineSkill = {
  id: 'introduction',
  match: (q) =>
    /\bwhat (can|do) (you|u) (do|know)\b/i.test(q) ||
    /^\s*(hi|hello|hey|help|good (morning|afternoon|evening))\b[\s!.?]*$/i.test(q),
  async answer({ index }) {
    const { text, suggestions } = introduction(index);
    return { text, suggestions };
  },
};

export const OFFLINE_SKILLS: readonly OfflineSkill[] = [
  balanceSkill,
  onboardingSkill,
  identitySkill,
  introductionSkill,
];
