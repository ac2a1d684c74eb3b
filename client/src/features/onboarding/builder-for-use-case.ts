/**
 * Where the welcome dialog's Start Building takes a person, by the use case they chose (SPEC §2 lists
 * the builder routes). Agents have their own builder; anything about connecting steps is a workflow;
 * someone just exploring sees what others made first. No choice means the navigation's Builder.
 */
import type { UseCase } from './welcome-record';

export type BuilderPath = '/builder' | '/workflow-builder' | '/marketplace';

export const BUILDER_FOR_USE_CASE: Readonly<Record<UseCase, BuilderPath>> = {
  'ai-agents': '/builder',
  automation: '/workflow-builder',
  workflows: '/workflow-builder',
  integration: '/workflow-builder',
  experimentation: '/marketplace',
};

/** The navigation's Builder link, for no choice (stored as the general use case). */
export const DEFAULT_BUILDER_PATH: BuilderPath = '/workflow-builder';

export function builderForUseCase(useCase: string): BuilderPath {
  return Object.hasOwn(BUILDER_FOR_USE_CASE, useCase)
    ? BUILDER_FOR_USE_CASE[useCase as UseCase]
    : DEFAULT_BUILDER_PATH;
}
