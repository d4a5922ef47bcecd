/** Making order numbers; their shape is app/kernel/patterns.ts. */
import { ORDER_NUMBER_PREFIX } from "../../app/kernel/patterns";

/**
 * A random order number (not sequential: a number says nothing about how many orders there are and cannot
 * be guessed from another). `random` returns 32 random bits; uniqueness is the UNIQUE constraint's job
 * (the caller retries with a new number on a collision).
 */
export function randomOrderNumber(random: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0]!): string {
  // 1 000 000 .. 9 999 999: seven digits without a leading zero (reads well on the phone).
  const n = 1_000_000 + (random() % 9_000_000);
  return `${ORDER_NUMBER_PREFIX}${n}`;
}
