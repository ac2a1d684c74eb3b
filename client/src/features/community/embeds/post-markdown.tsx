/** A post's Markdown with its embeds drawn as cards (a marketplace listing, a shared workflow) and @mentions linked. */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Markdown, type MarkdownEmbed } from '@/components/markdown/markdown';
import { ListingEmbed } from './listing-embed';
import { WorkflowEmbed } from './workflow-embed';

export function renderCommunityEmbed(embed: MarkdownEmbed): ReactNode {
  return embed.type === 'listing' ? (
    <ListingEmbed slug={embed.slug} />
  ) : (
    <WorkflowEmbed source={embed.source} />
  );
}

export function PostMarkdown({ text, className }: { text: string; className?: string }) {
  const navigate = useNavigate();
  return (
    <Markdown
      text={text}
      className={className}
      onNavigate={(path) => navigate(path)}
      renderEmbed={renderCommunityEmbed}
      mentions
    />
  );
}
