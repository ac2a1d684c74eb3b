/**
 * A Sankey (flow) diagram in SVG: nodes in columns, bands as thick as what flows. Hover or focus a band
 * (Tab) to see what it carries; the layout is `sankey-layout.ts`. Pair it with a table of the figures.
 */
import { useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { layoutSankey, type SankeyLinkInput, type SankeyNodeInput, sankeyLinkPath } from './sankey-layout';
import { useWidth } from './use-width';

export interface SankeyNodeSpec extends SankeyNodeInput {
  /** A CSS colour (theme variables work). */
  color: string;
}

export interface SankeyLinkSpec extends SankeyLinkInput {
  /** What the band carries, for its tooltip: "Purchases: 95 AIZ". */
  title: string;
}

export interface SankeyProps {
  nodes: SankeyNodeSpec[];
  links: SankeyLinkSpec[];
  /** What the diagram shows, for screen readers. */
  label: string;
  height?: number;
  formatValue?: (value: number) => string;
  className?: string;
}

/** A little room at the sides; labels sit beside their node, towards the middle of the diagram. */
const LABEL_ROOM = 4;

export function Sankey({ nodes, links, label, height = 320, formatValue = String, className }: SankeyProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const inner = Math.max(0, width - 2 * LABEL_ROOM);
  const layout = useMemo(
    () => layoutSankey(nodes, links, { width: inner, height, nodeWidth: 12, nodePadding: 14 }),
    [nodes, links, inner, height],
  );
  const colorOf = new Map(nodes.map((n) => [n.id, n.color]));
  const titleOf = (l: SankeyLinkInput) =>
    links.find((k) => k.source === l.source && k.target === l.target && k.value === l.value)?.title ?? '';
  const shown = active === null ? null : layout.links[active];
  return (
    <div ref={ref} className={cn('relative w-full', className)}>
      {width > 0 ? (
        <svg role="img" aria-label={label} width={width} height={height + 8} className="overflow-visible">
          <g transform={`translate(${LABEL_ROOM},4)`}>
            {layout.links.map((l, i) => (
              // biome-ignore lint/a11y/useSemanticElements: an SVG band has no HTML equivalent
              <path
                key={`${l.source}>${l.target}`}
                d={sankeyLinkPath(l)}
                fill="none"
                stroke={colorOf.get(l.source) ?? 'var(--primary)'}
                strokeWidth={Math.max(1, l.width)}
                strokeOpacity={active === null ? 0.35 : active === i ? 0.7 : 0.15}
                tabIndex={0}
                role="button"
                aria-label={titleOf(l)}
                className="cursor-default outline-none transition-[stroke-opacity]"
                onMouseEnter={() => setActive(i)}
                onMouseLeave={() => setActive(null)}
                onFocus={() => setActive(i)}
                onBlur={() => setActive(null)}
              >
                <title>{titleOf(l)}</title>
              </path>
            ))}
            {layout.nodes.map((n) => {
              // Left half: the label to the right of its node; right half: to the left.
              const leftHalf = layout.columns > 1 && n.column < (layout.columns - 1) / 2;
              return (
                <g key={n.id}>
                  <rect
                    x={n.x0}
                    y={n.y0}
                    width={n.x1 - n.x0}
                    height={Math.max(1, n.y1 - n.y0)}
                    rx={2}
                    fill={colorOf.get(n.id) ?? 'var(--primary)'}
                  >
                    <title>{`${n.label}: ${formatValue(n.value)}`}</title>
                  </rect>
                  <text
                    x={leftHalf ? n.x1 + 6 : n.x0 - 6}
                    y={(n.y0 + n.y1) / 2}
                    dy="0.35em"
                    textAnchor={leftHalf ? 'start' : 'end'}
                    className="fill-foreground text-[11px]"
                  >
                    {n.label}
                    <tspan className="fill-muted-foreground"> {formatValue(n.value)}</tspan>
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
      ) : (
        <div style={{ height: height + 8 }} />
      )}
      <p aria-live="polite" className="mt-1 min-h-5 text-muted-foreground text-xs">
        {shown ? titleOf(shown) : 'Hover or tab to a band to see what it carries.'}
      </p>
    </div>
  );
}
