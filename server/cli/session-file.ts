/**
 * `aiz run --session FILE`: the conversations' variables (a Dify chatflow's conversation variables and its
 * message count) kept in a JSON file between runs, as the server keeps them per workflow and session. Without
 * it each run is the first message of a new conversation (the CLI has no database).
 * The file: `{ "conversations": { "<session id>": { "variables": {...}, "turns": n } } }`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  type InProcessConversations,
  inProcessConversations,
} from '../engine/nodes/conversation-variables/in-process-conversations';
import { UsageError } from './args';

const sessionFileSchema = z.object({
  conversations: z.record(
    z.string(),
    z.object({ variables: z.record(z.string(), z.unknown()), turns: z.number().int().min(0) }),
  ),
});

export interface SessionFile {
  conversations: InProcessConversations;
  save(): Promise<void>;
}

export async function openSessionFile(file: string): Promise<SessionFile> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw new UsageError(`Cannot read the session file ${file}: ${error.message}.`);
  });
  let initial = {};
  if (text !== undefined) {
    let parsed: z.ZodSafeParseResult<z.infer<typeof sessionFileSchema>>;
    try {
      parsed = sessionFileSchema.safeParse(JSON.parse(text));
    } catch {
      throw new UsageError(`The session file ${file} is not JSON.`);
    }
    if (!parsed.success)
      throw new UsageError(
        `The session file ${file} is not one --session wrote (${parsed.error.issues[0]?.message}).`,
      );
    initial = parsed.data.conversations;
  }
  const conversations = inProcessConversations(initial);
  return {
    conversations,
    save: () =>
      writeFile(file, `${JSON.stringify({ conversations: conversations.snapshot() }, null, 2)}\n`, 'utf8'),
  };
}
