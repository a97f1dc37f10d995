/**
 * A check a signed-in member answers about their own account (the current password, a code from
 * their app) before a change to it: wrong answers are counted, so that a borrowed session cannot
 * guess its way to the account (decision 011); past the limit the check answers 429 until the
 * window ends, even for the right answer. A right answer clears the count.
 */
import type { Queryable } from "~/db/client.server";
import { tooManyRequests } from "~/lib/server/http-errors.server";
import { clearRateLimit, hitRateLimit, rateLimitBlockedFor, type RateLimit } from "./rate-limit.server";

/** Wrong answers a member may give before the check is blocked for a while. */
const OWN_ACCOUNT_CHECK_FAILURES: RateLimit = { limit: 5, windowSeconds: 15 * 60 };

export type OwnAccountCheck = {
  /** The counter's name, per member: `password-check:user:<id>`. */
  key: string;
  /** The 429's message. */
  blockedMessage: string;
};

/** What `check` answered (by default, whether it passed); an answer that does not pass is counted, one that passes clears the count. */
export async function throttledCheck<Answer extends boolean | string>(
  db: Queryable,
  { key, blockedMessage }: OwnAccountCheck,
  check: () => Promise<Answer>,
  passes: (answer: Answer) => boolean = (answer) => answer === true,
): Promise<Answer> {
  const blockedFor = await rateLimitBlockedFor(db, key, OWN_ACCOUNT_CHECK_FAILURES);
  if (blockedFor > 0) throw tooManyRequests(blockedMessage, blockedFor);
  const answer = await check();
  if (passes(answer)) await clearRateLimit(db, key);
  else await hitRateLimit(db, key, OWN_ACCOUNT_CHECK_FAILURES);
  return answer;
}
