/** Under the question, as Discourse shows it: who solved it, the answer's opening, and a link to the post. */
import type { CommunityPost } from '@common/schemas/community';
import { CheckCircle2 } from 'lucide-react';
import { PostMarkdown } from '../embeds/post-markdown';

const OPENING_CHARS = 400;

export function SolutionCallout({ post }: { post: CommunityPost }) {
  const opening =
    post.body.length > OPENING_CHARS ? `${post.body.slice(0, OPENING_CHARS).trimEnd()}…` : post.body;
  return (
    <section
      aria-label="Solution"
      className="flex flex-col gap-2 rounded-xl border border-green-600/40 bg-green-600/5 p-4 dark:border-green-400/40"
    >
      <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
        <CheckCircle2 className="size-4 text-green-600 dark:text-green-400" aria-hidden="true" />
        Solved by @{post.author.username} —{' '}
        <a href={`#post-${post.number}`} className="text-primary underline underline-offset-2">
          jump to post
        </a>
      </p>
      {opening ? <PostMarkdown text={opening} className="text-sm" /> : null}
    </section>
  );
}
