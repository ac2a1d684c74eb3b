/**
 * The offline assistant's answer to one question: a skill when one matches and can answer, otherwise
 * the help articles. Every answer ends with the offline label.
 */
import type { CitedThread, OfflineContext } from './context';
import { type AttachedDocument, answerFromDocuments } from './document-answer';
import { helpIndex } from './help-index';
import { withOfflineLabel } from './label';
import { answerFromArticles, introduction } from './retrieval-answer';
import { OFFLINE_SKILLS, type OfflineSkill } from './skills';
import { questionTerms } from './terms';
import { answerFromThreads } from './thread-answer';

export type AnswerSource = 'skill' | 'article' | 'community' | 'introduction' | 'document' | 'none';

export interface OfflineAnswer {
  /** Markdown, ending with the offline label. */
  text: string;
  suggestions: string[];
  source: AnswerSource;
  skill: string | null;
  articleIds: string[];
  /** The solved community threads cited (source 'community'). */
  threadIds?: number[];
}

export interface AnswerOptions {
  /** The message came with files it cannot read (images, audio, video, files no parser reads). */
  hasAttachments?: boolean;
  /** Documents that came with the message, as their text: answered from. */
  documents?: readonly AttachedDocument[];
  skills?: readonly OfflineSkill[];
}

const ATTACHMENT_NOTE =
  'I cannot see images or hear audio and video: I am not an AI model. A connected AI provider that reads them can. Text, markdown, PDF and Word (DOCX) files I can read.';

export async function answerQuestion(
  question: string,
  context: OfflineContext,
  options: AnswerOptions = {},
): Promise<OfflineAnswer> {
  const index = helpIndex();
  const note = options.hasAttachments ? `${ATTACHMENT_NOTE}\n\n` : '';
  const trimmed = question.trim();
  const fromDocuments = answerFromDocuments(trimmed, options.documents ?? []);
  if (fromDocuments) {
    return {
      text: withOfflineLabel(note + fromDocuments.text),
      suggestions: fromDocuments.suggestions,
      source: 'document',
      skill: null,
      articleIds: [],
    };
  }
  if (!trimmed && options.hasAttachments) {
    return {
      text: withOfflineLabel(ATTACHMENT_NOTE),
      suggestions: ['How do I connect OpenAI or another provider?', 'What can the assistant do?'],
      source: 'none',
      skill: null,
      articleIds: [],
    };
  }
  for (const skill of options.skills ?? OFFLINE_SKILLS) {
    if (!skill.match(trimmed)) continue;
    const answer = await skill.answer({ question: trimmed, context, index });
    if (answer) {
      return {
        text: withOfflineLabel(note + answer.text),
        suggestions: answer.suggestions,
        source: 'skill',
        skill: skill.id,
        articleIds: answer.articleIds ?? [],
      };
    }
  }
  const retrieved =
    questionTerms(trimmed).length === 0 ? introduction(index) : answerFromArticles(index, trimmed);
  const threads = questionTerms(trimmed).length === 0 ? [] : await solvedThreadsFor(trimmed, context);
  if (threads.length > 0) {
    const fromArticles = retrieved.articleIds.length
      ? `\n\nFrom the help articles:\n\n${retrieved.text}`
      : '';
    return {
      text: withOfflineLabel(note + answerFromThreads(threads) + fromArticles),
      suggestions: retrieved.suggestions,
      source: 'community',
      skill: null,
      articleIds: retrieved.articleIds,
      threadIds: threads.map((t) => t.id),
    };
  }
  return {
    text: withOfflineLabel(note + retrieved.text),
    suggestions: retrieved.suggestions,
    source: retrieved.articleIds.length ? 'article' : retrieved.matched ? 'introduction' : 'none',
    skill: null,
    articleIds: retrieved.articleIds,
  };
}

/** The solved threads that answer it; a failing reader answers none (the help articles still do). */
async function solvedThreadsFor(question: string, context: OfflineContext): Promise<readonly CitedThread[]> {
  try {
    return (await context.findSolvedThreads?.(question)) ?? [];
  } catch {
    return [];
  }
}

/** Follow-up questions for a question, from the help articles alone (no account data). */
export function offlineSuggestions(question: string): string[] {
  return answerFromArticles(helpIndex(), question).suggestions;
}
