/** The up-vote toggle of a post (aria-pressed), with its count; signed out, it asks to sign in. */
import type { CommunityPost } from '@common/schemas/community';
import { ThumbsUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useVote } from './thread-api';

export function VoteButton({ post, threadId }: { post: CommunityPost; threadId: number }) {
  const { isAuthenticated } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const vote = useVote(threadId);
  const toggle = () => {
    if (!isAuthenticated) return openAuthDialog();
    vote.mutate(
      { postId: post.id, vote: !post.voted },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'The vote did not count',
            description: serverMessage(error) ?? 'Try again in a moment.',
          }),
      },
    );
  };
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-pressed={post.voted}
      aria-label="Up-vote"
      title={isAuthenticated ? (post.voted ? 'Take back your vote' : 'Up-vote') : 'Sign in to vote'}
      disabled={vote.isPending}
      onClick={toggle}
      className={cn('gap-1.5 tabular-nums', post.voted && 'bg-primary/10 text-primary')}
    >
      <ThumbsUp className={cn(post.voted && 'fill-current')} aria-hidden="true" />
      <span data-testid="vote-count">{post.votes}</span>
    </Button>
  );
}
