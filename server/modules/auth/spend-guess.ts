/**
 * Guesses are spent before a code is compared, each in a guarded statement, so that parallel requests
 * cannot all pass a limit before any of them is counted. A right code clears the e-mail's streak
 * afterwards; a wrong one leaves both counts spent.
 */
import { countOf } from '@common/plural';
import type { VerificationType } from '@common/schemas/auth';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verificationCodes, verificationFailures } from '../../db/schema/auth';
import { TooManyRequests } from '../../lib/errors';
import { takeGuess } from './guess-delay';
import { MAX_ATTEMPTS_PER_CODE } from './limits';

/** Rounds lost to other guesses for the same e-mail before giving up; each lost round counted one of them. */
const MAX_ROUNDS = 32;

function waitForNextGuess(retryAfterMs: number): TooManyRequests {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new TooManyRequests(
    `Too many incorrect codes for this e-mail. Please try again in ${countOf(minutes, 'minute')}.`,
    seconds,
  );
}

/**
 * Counts one guess in the e-mail's streak, or refuses with the time left to wait (guess-delay.ts). The
 * streak is read, judged by the pure rule, and written back only if no other guess changed it meanwhile
 * (compare-and-set); a lost race reads again.
 */
export async function spendEmailGuess(db: Database, email: string, now: Date): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const [row] = await db.select().from(verificationFailures).where(eq(verificationFailures.email, email));
    const verdict = takeGuess(row ?? null, now);
    if (!verdict.allowed) throw waitForNextGuess(verdict.retryAfterMs);
    const taken = row
      ? await db
          .update(verificationFailures)
          .set(verdict.next)
          .where(
            and(
              eq(verificationFailures.email, email),
              eq(verificationFailures.failures, row.failures),
              eq(verificationFailures.lastFailureAt, row.lastFailureAt),
            ),
          )
          .returning({ email: verificationFailures.email })
      : await db
          .insert(verificationFailures)
          .values({ email, ...verdict.next })
          .onConflictDoNothing()
          .returning({ email: verificationFailures.email });
    if (taken.length > 0) return;
  }
  throw waitForNextGuess(1000);
}

/**
 * Gives back a guess that compared nothing (the code's attempts ran out meanwhile), so a burst of
 * parallel requests beyond a code's five attempts does not lengthen the owner's wait. The latest
 * failure time stays where it is: the next wait can only start later, never earlier.
 */
export async function refundEmailGuess(db: Database, email: string): Promise<void> {
  await db
    .update(verificationFailures)
    .set({ failures: sql`greatest(${verificationFailures.failures} - 1, 0)` })
    .where(eq(verificationFailures.email, email));
}

/**
 * Takes one of the code's attempts before it is compared, in one statement. Answers how many attempts
 * the code has used, or null when it was replaced or is used up meanwhile.
 */
export async function spendCodeAttempt(
  db: Database,
  email: string,
  type: VerificationType,
  codeHash: string,
): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.type, type),
        eq(verificationCodes.codeHash, codeHash),
        lt(verificationCodes.attempts, MAX_ATTEMPTS_PER_CODE),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? null;
}
