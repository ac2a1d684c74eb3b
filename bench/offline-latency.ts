/**
 * The offline assistant's answer latency: a full doGenerate (skills, BM25 over the help articles,
 * paragraph ranking, the answer text) for ~200 varied questions, after the index is warm; plus the
 * cold build of the index (read + parse the articles, build both MiniSearch indexes).
 * Goal: p95 < 50 ms. Run alone: `node --import tsx bench/offline-latency.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { loadArticles } from '../server/ai/offline/articles';
import type { OfflineContext } from '../server/ai/offline/context';
import { buildHelpIndex, helpIndex } from '../server/ai/offline/help-index';
import { createOfflineModel } from '../server/ai/offline/model';

export interface OfflineLatencyResult {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Distinct questions asked. */
  questions: number;
  /** Answers timed (every question, `rounds` times). */
  samples: number;
  /** Reading the articles and building the index from nothing. */
  coldBuildMs: number;
}

const UNKNOWN = [
  'what is the weather in Paris tomorrow',
  'tell me a joke about cats',
  'write me a python script that sorts a list',
  'how do I cook rice',
  'who won the world cup in 2018',
  'explain kubernetes pods',
  'best pizza near me',
  'translate hello into Spanish',
  'what is the capital of Australia',
  'asdfgh qwerty zxcv',
];

const ACCOUNT = [
  'what is my balance',
  'how many AIZ do I have?',
  'show my tokens',
  'where am I in the tour',
  'onboarding progress',
  'have I finished the tour?',
  'are you an AI?',
  'who are you',
  'hello',
  'what can you do?',
];

const TYPOS: [RegExp, string][] = [
  [/ing\b/, 'ng'],
  [/tion\b/, 'tin'],
  [/ee/, 'e'],
  [/([a-z])\1/, '$1'],
  [/ai/, 'ia'],
];

function typo(question: string): string {
  for (const [pattern, replacement] of TYPOS)
    if (pattern.test(question)) return question.replace(pattern, replacement);
  return question.slice(0, -2);
}

/** Article questions, their titles, their tags as keyword searches, typos, unknown and account questions. */
export function offlineBenchQuestions(): string[] {
  const articles = loadArticles();
  const questions = new Set<string>();
  for (const a of articles) {
    questions.add(a.question);
    questions.add(`Tell me about ${a.title.toLowerCase()}`);
    questions.add(typo(a.question.toLowerCase()));
    questions.add(`${a.tags.slice(0, 3).join(' ')}?`);
    questions.add(`how do I use ${a.tags[a.tags.length - 1]} on ${a.route}`);
    questions.add(`where do I find ${a.title.toLowerCase()}`);
  }
  for (const q of [...UNKNOWN, ...ACCOUNT]) questions.add(q);
  return [...questions].slice(0, 200);
}

const benchContext: OfflineContext = {
  user: { id: '00000000-0000-4000-8000-000000000001', username: 'bench' },
  readBalance: async () => '1000',
  readOnboarding: async () => ({
    isCompleted: false,
    skipped: false,
    currentStep: { id: 'builder', title: 'Workflow builder', route: '/workflow-builder' },
    stepNumber: 3,
    totalSteps: 7,
    completedSteps: 2,
    progressPercentage: 29,
  }),
};

async function ask(model: LanguageModelV3, question: string): Promise<number> {
  const started = performance.now();
  await model.doGenerate({
    prompt: [
      { role: 'system', content: 'You are the AIZ Platform assistant.' },
      { role: 'user', content: [{ type: 'text', text: question }] },
    ],
  });
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchOfflineLatency({
  rounds = 3,
}: {
  rounds?: number;
} = {}): Promise<OfflineLatencyResult> {
  const coldStarted = performance.now();
  buildHelpIndex(loadArticles());
  const coldBuildMs = performance.now() - coldStarted;

  const questions = offlineBenchQuestions();
  const model = createOfflineModel(benchContext);
  helpIndex();
  for (const q of questions) await ask(model, q); // warm: index built, JIT settled

  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) for (const q of questions) samples.push(await ask(model, q));
  samples.sort((a, b) => a - b);
  return {
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    maxMs: samples.at(-1)!,
    questions: questions.length,
    samples: samples.length,
    coldBuildMs,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchOfflineLatency()
    .then((r) =>
      console.log(
        `offline answer (doGenerate) over ${r.questions} questions × ${r.samples / r.questions}: p50 ${r.p50Ms.toFixed(2)} ms   p95 ${r.p95Ms.toFixed(2)} ms   max ${r.maxMs.toFixed(2)} ms   cold index build ${r.coldBuildMs.toFixed(1)} ms   (goal: p95 < 50 ms)`,
      ),
    )
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
