/**
 * The widget's rules: which page may use a deployment (its `Origin` against the allowlist, or our own origin
 * for the hosted pages), what the widget shows (title, greeting, theme, the agent's starters), the form the
 * hosted form page shows, the text of an answer, and a chat user's rating of one answer.
 */
import {
  DEFAULT_FORM_FIELD,
  WIDGET_KEY_INVALID,
  WIDGET_ORIGIN_REFUSED,
  WIDGET_RATED_ALREADY,
  WIDGET_RUN_NOT_FOUND,
  type WidgetConfig,
  type WidgetForm,
} from '@common/schemas/widget';
import type { WorkflowDocument } from '@common/workflow/document';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deploymentRuns } from '../../db/schema/deployments';
import type { RunRecord } from '../../engine/core';
import { formTriggerParameters } from '../../engine/nodes/form-trigger/definition';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import { publishedVersion } from '../workflows';
import { type DeploymentRow, deploymentByPublishableKey } from './deployments-service';
import { WidgetSiteRefused } from './errors';
import { outputOf } from './run-result';
import { isOwnOrigin, normalOrigin, originAllowed, type RequestOrigin } from './widget-origin';

/** How a page reaches a deployment: from another site (the widget) or from our own hosted pages. */
export type WidgetVia = 'widget' | 'hosted';

export interface WidgetAccess {
  deployment: DeploymentRow;
  /** The page's origin, echoed in `Access-Control-Allow-Origin` (null: same-origin, no CORS needed). */
  origin: string | null;
  via: WidgetVia;
}

/**
 * Who may use the deployment named by `key`: our own pages (the hosted chat and form, the iframe fallback),
 * or a page of any site when the allowlist is empty (or `*`), else of a listed site. A site left off the list
 * gets `WidgetSiteRefused`, which names it. A request that names no site is refused: browsers always send
 * `Origin` on cross-origin requests (and `Sec-Fetch-Site` on same-origin ones), so only a script outside a
 * browser lacks both, and the widget is for browsers.
 */
export async function widgetAccess(db: DbOrTx, key: string, from: RequestOrigin): Promise<WidgetAccess> {
  const deployment = await deploymentByPublishableKey(db, key);
  if (!deployment) throw new NotFound(WIDGET_KEY_INVALID);
  if (from.origin === undefined) {
    if (from.fetchSite === 'same-origin') return { deployment, origin: null, via: 'hosted' };
    throw new Forbidden(WIDGET_ORIGIN_REFUSED);
  }
  if (isOwnOrigin(from, from.origin)) return { deployment, origin: from.origin, via: 'hosted' };
  if (originAllowed(deployment.widget.allowedOrigins, from.origin)) {
    return { deployment, origin: from.origin, via: 'widget' };
  }
  const site = normalOrigin(from.origin);
  throw site ? new WidgetSiteRefused(site) : new Forbidden(WIDGET_ORIGIN_REFUSED);
}

/** The agent's conversation starters (the ai-agent node's `starters`), when it has any. */
export function startersOf(document: WorkflowDocument): string[] {
  for (const node of document.nodes) {
    if (node.disabled) continue;
    const starters = node.parameters?.starters;
    if (Array.isArray(starters)) {
      const texts = starters.filter((s): s is string => typeof s === 'string' && s.trim().length > 0);
      if (texts.length > 0) return texts.slice(0, 10);
    }
  }
  return [];
}

export function pageUrls(origin: string, slug: string) {
  return { chatUrl: `${origin}/d/${slug}/chat`, formUrl: `${origin}/d/${slug}/form` };
}

export async function widgetConfig(
  db: DbOrTx,
  deployment: DeploymentRow,
  appOrigin: string,
): Promise<WidgetConfig> {
  const version = await publishedVersion(db, deployment.workflowId, deployment.versionNumber);
  const w = deployment.widget;
  return {
    slug: deployment.slug,
    title: w.title,
    greeting: w.greeting,
    theme: w.theme,
    accentColor: w.accentColor,
    position: w.position,
    starters: startersOf(version.document),
    ...pageUrls(appOrigin, deployment.slug),
  };
}

/** The form trigger's parameters when the deployed version has one (the first enabled), else null. */
export function formTriggerOf(document: WorkflowDocument) {
  const node = document.nodes.find((n) => n.type === 'form-trigger' && !n.disabled);
  if (!node) return null;
  const parsed = formTriggerParameters.safeParse(node.parameters);
  return parsed.success && parsed.data.formFields.length > 0 ? parsed.data : null;
}

export async function widgetForm(db: DbOrTx, deployment: DeploymentRow): Promise<WidgetForm> {
  const version = await publishedVersion(db, deployment.workflowId, deployment.versionNumber);
  const trigger = formTriggerOf(version.document);
  if (trigger) {
    return {
      slug: deployment.slug,
      title: trigger.formTitle,
      description: trigger.formDescription,
      fields: trigger.formFields,
      submitLabel: trigger.submitLabel,
    };
  }
  return {
    slug: deployment.slug,
    title: deployment.widget.title,
    description: deployment.widget.greeting,
    fields: [DEFAULT_FORM_FIELD],
    submitLabel: 'Send',
  };
}

/** The answer of a finished run as text: an agent's `output` string, else the output as JSON. */
export function answerText(record: RunRecord): string | null {
  const answer = record.steps.findLast((s) => typeof s.output[0]?.[0]?.json.output === 'string');
  if (answer) return String(answer.output[0]![0]!.json.output);
  const output = outputOf(record.result);
  if (output === null || output === undefined) return null;
  return typeof output === 'string' ? output : JSON.stringify(output, null, 2);
}

/**
 * A chat user's thumbs up or down on one answer: only a run of this deployment made through the widget or
 * the hosted chat, and only once.
 */
export async function rateRun(
  db: DbOrTx,
  deployment: DeploymentRow,
  runId: string,
  rating: 1 | -1,
): Promise<void> {
  const chatRun = and(
    eq(deploymentRuns.runId, runId),
    eq(deploymentRuns.deploymentId, deployment.id),
    inArray(deploymentRuns.surface, ['widget', 'chat']),
  );
  const rated = await db
    .update(deploymentRuns)
    .set({ rating })
    .where(and(chatRun, isNull(deploymentRuns.rating)))
    .returning({ runId: deploymentRuns.runId });
  if (rated.length > 0) return;
  const [existing] = await db.select({ runId: deploymentRuns.runId }).from(deploymentRuns).where(chatRun);
  if (existing) throw new Conflict(WIDGET_RATED_ALREADY);
  throw new NotFound(WIDGET_RUN_NOT_FOUND);
}
