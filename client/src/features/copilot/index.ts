/** The copilot canvas of /builder-classic (issue 10 item 5). See README.md. Loads lazily (React Flow). */
export { CopilotBuilder } from './copilot-builder';
