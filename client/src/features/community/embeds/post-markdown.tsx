/**
 * A post's Markdown with its embeds drawn as cards (a marketplace listing, a shared workflow).
 * `renderEmbed` is being added to the product's Markdown component by another change; until it lands the
 * prop is passed through a cast (one line, below) and embeds show as the Markdown component draws them.
 */
import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Markdown } from '@/components/markdown/markdown';
import { ListingEmbed } from './listing-embed';
import { WorkflowEmbed } from './workflow-embed';

/**
 * What the Markdown component hands over for an embed: the part of its own `MarkdownEmbed` (common/markdown/
 * embed.ts, coming with `renderEmbed`) the cards read. Once that lands, import its type and drop the cast.
 */
export type MarkdownEmbed = { type: 'listing'; slug: string } | { type: 'workflow'; source: string };

type MarkdownWithEmbedsProps = {
  text: string;
  onNavigate?: (path: string) => void;
  className?: string;
  renderEmbed?: (embed: MarkdownEmbed) => ReactNode;
  /** `@name` links to the person's community page (/community/u/name). */
  mentions?: boolean;
};

const MarkdownWithEmbeds = Markdown as ComponentType<MarkdownWithEmbedsProps>;

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
    <MarkdownWithEmbeds
      text={text}
      className={className}
      onNavigate={(path) => navigate(path)}
      renderEmbed={renderCommunityEmbed}
      mentions
    />
  );
}
