/**
 * The offline assistant answers from per-request facts (who is asking, their balance, their tour). The
 * router builds models without request arguments, so the chat service runs each call inside this
 * context and the offline entry reads it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type OfflineContext, SIGNED_OUT_CONTEXT } from './offline';

const storage = new AsyncLocalStorage<OfflineContext>();

export function withOfflineContext<T>(context: OfflineContext, run: () => T): T {
  return storage.run(context, run);
}

export function currentOfflineContext(): OfflineContext {
  return storage.getStore() ?? SIGNED_OUT_CONTEXT;
}
