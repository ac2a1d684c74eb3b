/** Patterns built around a model: agents, summaries, content, translation, classification of feedback. */
import { FlowBuilder } from '../flow-builder';
import { definePattern } from '../pattern';
import {
  CLASSIFIER_OTHER_OUTPUT,
  capitalise,
  describeSchedule,
  Slots,
  scheduleRule,
  webhookPath,
} from '../slots';

export const documentChatAgent = definePattern({
  id: 'document-chat-agent',
  name: 'Chat agent over documents',
  description: 'A chat agent that answers from the documents you upload, citing them.',
  category: 'AI',
  kind: 'agent',
  keywords: [
    'chat',
    'agent',
    'documents',
    'docs',
    'knowledge',
    'faq',
    'pdf',
    'manual',
    'questions',
    'answer questions',
    'knowledge base',
    'chatbot',
  ],
  example: 'A chatbot that answers customer questions from our product manual',
  build(words) {
    const slots = new Slots(words);
    const topic = slots.quoted('our documents');
    const flow = new FlowBuilder();
    const chat = flow.add('Chat', 'chat-trigger');
    const search = flow.add('Search documents', 'knowledge-retrieval', {
      query: '={{ $json.chatInput }}',
      topK: 4,
    });
    const agent = flow.add('Agent', 'ai-agent', {
      instructions: `You answer questions about ${topic}. Use only the passages given; cite the document names. If they do not answer the question, say so.`,
      prompt:
        'Question: {{ $("Chat").item.json.chatInput }}\n\nPassages:\n{{ $json.hits ? $json.hits.map(h => "[" + h.documentName + "] " + h.text).join("\\n\\n") : JSON.stringify($json) }}',
      sessionId: '={{ $("Chat").item.json.sessionId }}',
    });
    flow.chain(chat, search, agent);
    slots.warnings.push("Upload the documents the agent should answer from in the workflow's knowledge.");
    return {
      name: 'Document chat agent',
      document: flow.build(),
      explanation: `Each chat message is searched in the workflow's uploaded documents; the agent answers about ${topic} from the best passages and names its sources.`,
      warnings: slots.warnings,
    };
  },
});

export const chatAssistant = definePattern({
  id: 'chat-assistant',
  name: 'Chat assistant',
  description: 'A chat agent with your instructions and a conversation memory.',
  category: 'AI',
  kind: 'agent',
  keywords: ['assistant', 'chat', 'agent', 'bot', 'chatbot', 'talk', 'conversation', 'persona', 'helpful'],
  example: 'A friendly chat assistant that helps people plan trips',
  build(words) {
    const slots = new Slots(words);
    const about =
      words.quoted[0] ??
      /\b(?:helps?|that)\s+([^.]{3,120})/.exec(words.text)?.[1] ??
      'the person with their questions';
    const flow = new FlowBuilder();
    const chat = flow.add('Chat', 'chat-trigger');
    const agent = flow.add('Agent', 'ai-agent', {
      instructions: `You are a helpful assistant that helps ${about}. Be concise and friendly.`,
      prompt: '={{ $json.chatInput }}',
      sessionId: '={{ $json.sessionId }}',
    });
    flow.chain(chat, agent);
    return {
      name: 'Chat assistant',
      document: flow.build(),
      explanation: `A chat agent that helps ${about}; it remembers the conversation of each session.`,
      warnings: slots.warnings,
    };
  },
});

export const scheduledSummary = definePattern({
  id: 'schedule-http-summary',
  name: 'Scheduled fetch and summary',
  description: 'Fetches a URL on a schedule, summarises what it returned and e-mails the summary.',
  category: 'AI',
  kind: 'workflow',
  keywords: [
    'summary',
    'summarise',
    'summarize',
    'fetch',
    'api',
    'url',
    'every',
    'schedule',
    'report',
    'daily',
    'morning',
  ],
  example:
    'Every morning at 8am fetch https://api.acme.com/metrics, summarise it and e-mail me at ceo@acme.com',
  build(words) {
    const slots = new Slots(words);
    const schedule = slots.schedule({ kind: 'days', hour: 8, minute: 0 });
    const url = slots.url('the data to fetch');
    const to = slots.email('the summary');
    const flow = new FlowBuilder();
    const trigger = flow.add('Schedule', 'schedule-trigger', { rule: scheduleRule(schedule) });
    const fetch = flow.add('Fetch data', 'http-request', { method: 'GET', url });
    const summary = flow.add('Summarise', 'summariser', {
      text: '={{ JSON.stringify($json) }}',
      scope: 'allItems',
    });
    const mail = flow.add('E-mail summary', 'send-email', {
      to,
      subject: 'Your summary',
      text: '{{ $json.response?.text ?? $json.text ?? JSON.stringify($json) }}',
    });
    flow.chain(trigger, fetch, summary, mail);
    return {
      name: 'Scheduled summary',
      document: flow.build(),
      explanation: `${capitalise(describeSchedule(schedule))}, ${url} is fetched, summarised by the model, and the summary is e-mailed to ${to}.`,
      warnings: slots.warnings,
    };
  },
});

export const contentWriter = definePattern({
  id: 'content-writer',
  name: 'Content writer',
  description:
    'Writes a post, newsletter or social update about a topic on a schedule and e-mails the draft.',
  category: 'Content',
  kind: 'workflow',
  keywords: [
    'write',
    'blog',
    'post',
    'newsletter',
    'content',
    'tweet',
    'social',
    'linkedin',
    'article',
    'draft',
    'generate',
    'copy',
  ],
  example:
    'Every Monday write a LinkedIn post about "solar energy savings" and send the draft to marketing@acme.com',
  build(words) {
    const slots = new Slots(words);
    const topic = words.quoted[0] ?? /\babout\s+([^.,]{3,80})/.exec(words.text)?.[1] ?? 'our latest news';
    const schedule = slots.schedule({ kind: 'weeks', days: [1], hour: 9, minute: 0 });
    const to = slots.email('the draft');
    const kind =
      ['newsletter', 'tweet', 'linkedin post', 'blog post', 'article'].find((k) => words.text.includes(k)) ??
      'blog post';
    const flow = new FlowBuilder();
    const trigger = flow.add('Schedule', 'schedule-trigger', { rule: scheduleRule(schedule) });
    const write = flow.add('Write draft', 'llm-prompt', {
      systemMessage: 'You are a careful copywriter. Write clear, friendly, factual text.',
      prompt: `Write a ${kind} about ${topic}. Give it a title on the first line.`,
    });
    const mail = flow.add('E-mail draft', 'send-email', {
      to,
      subject: `Draft ${kind}: ${topic}`.slice(0, 200),
      text: '{{ $json.text ?? $json.output ?? JSON.stringify($json) }}',
    });
    flow.chain(trigger, write, mail);
    return {
      name: `${capitalise(kind)} writer`,
      document: flow.build(),
      explanation: `${capitalise(describeSchedule(schedule))}, the model writes a ${kind} about ${topic} and the draft is e-mailed to ${to} for review.`,
      warnings: slots.warnings,
    };
  },
});

export const translationApi = definePattern({
  id: 'translation-api',
  name: 'Translation endpoint',
  description: 'A webhook that translates the text it receives and answers with the translation.',
  category: 'AI',
  kind: 'workflow',
  keywords: [
    'translate',
    'translation',
    'translator',
    'language',
    'french',
    'german',
    'spanish',
    'english',
    'into',
  ],
  example: 'An API endpoint that translates text into German',
  build(words) {
    const slots = new Slots(words);
    const language =
      /\b(?:into|to)\s+(french|german|spanish|english|italian|portuguese|dutch|japanese|chinese|polish|swedish)\b/.exec(
        words.text,
      )?.[1];
    const target = capitalise(language ?? 'english');
    if (!language) slots.warnings.push('No target language in your request: translating into English.');
    const flow = new FlowBuilder();
    const hook = flow.add('Webhook', 'webhook-trigger', {
      httpMethod: 'POST',
      path: webhookPath('translate', words.original),
      responseMode: 'responseNode',
    });
    const translate = flow.add('Translate', 'llm-prompt', {
      systemMessage: `Translate the user's text into ${target}. Answer with the translation only.`,
      prompt: '={{ $json.body.text ?? JSON.stringify($json.body) }}',
    });
    const respond = flow.add('Respond', 'respond-to-webhook', { respondWith: 'first-item' });
    flow.chain(hook, translate, respond);
    return {
      name: `Translate into ${target}`,
      document: flow.build(),
      explanation: `POST {"text": "..."} to the webhook; the model translates it into ${target} and the webhook answers with the translation.`,
      warnings: slots.warnings,
    };
  },
});

export const textSummaryApi = definePattern({
  id: 'summarise-endpoint',
  name: 'Summary endpoint',
  description:
    'A webhook that summarises long text (a report, an e-mail thread, a transcript) and answers with the summary.',
  category: 'AI',
  kind: 'workflow',
  keywords: [
    'summarise',
    'summarize',
    'summary',
    'tldr',
    'transcript',
    'meeting notes',
    'long text',
    'endpoint',
    'api',
    'condense',
  ],
  example: 'An endpoint that summarises meeting transcripts I send to it',
  build(words) {
    const slots = new Slots(words);
    const flow = new FlowBuilder();
    const hook = flow.add('Webhook', 'webhook-trigger', {
      httpMethod: 'POST',
      path: webhookPath('summarise', words.original),
      responseMode: 'responseNode',
    });
    const summary = flow.add('Summarise', 'summariser', {
      text: '={{ $json.body.text ?? JSON.stringify($json.body) }}',
      scope: 'perItem',
    });
    const respond = flow.add('Respond', 'respond-to-webhook', { respondWith: 'first-item' });
    flow.chain(hook, summary, respond);
    return {
      name: 'Summary endpoint',
      document: flow.build(),
      explanation:
        'POST {"text": "..."} to the webhook; the text is summarised (map-reduce for long texts) and the webhook answers with the summary.',
      warnings: slots.warnings,
    };
  },
});

export const feedbackSentiment = definePattern({
  id: 'feedback-sentiment',
  name: 'Feedback sentiment alerts',
  description: 'Classifies incoming feedback as positive, neutral or negative and e-mails the negative ones.',
  category: 'Support',
  kind: 'workflow',
  keywords: [
    'feedback',
    'review',
    'reviews',
    'sentiment',
    'negative',
    'positive',
    'complaint',
    'complaints',
    'nps',
    'unhappy',
  ],
  example: 'When feedback comes in, detect the sentiment and e-mail negative reviews to cx@acme.com',
  build(words) {
    const slots = new Slots(words);
    const to = slots.email('negative feedback');
    const flow = new FlowBuilder();
    const hook = flow.add('Feedback webhook', 'webhook-trigger', {
      httpMethod: 'POST',
      path: webhookPath('feedback', words.original),
    });
    const classify = flow.add('Sentiment', 'text-classifier', {
      inputText: '={{ $json.body.text ?? $json.body.feedback ?? JSON.stringify($json.body) }}',
      categories: [
        { category: 'Positive', description: 'happy, great, love, thanks, excellent' },
        { category: 'Neutral', description: 'question, okay, fine, average' },
        { category: 'Negative', description: 'bad, broken, angry, refund, terrible, disappointed, slow' },
      ],
      fallback: 'other',
    });
    const positive = flow.add('Positive', 'no-op');
    const neutral = flow.add('Neutral', 'no-op');
    const mail = flow.add('E-mail negative', 'send-email', {
      to,
      subject: 'Negative feedback received',
      text: '{{ JSON.stringify($json.body, null, 2) }}',
    });
    const other = flow.add('Unclear', 'no-op');
    flow
      .chain(hook, classify)
      .connect(classify, positive, 0)
      .connect(classify, neutral, 1)
      .connect(classify, mail, 2)
      .connect(classify, other, CLASSIFIER_OTHER_OUTPUT);
    return {
      name: 'Feedback sentiment',
      document: flow.build(),
      explanation: `Each piece of feedback posted to the webhook is classified as positive, neutral or negative; negative ones are e-mailed to ${to}.`,
      warnings: slots.warnings,
    };
  },
});
