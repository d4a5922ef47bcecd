/** Part 3 of the hostile-request fuzz (tests/worker/fuzz/hostile-fuzz.ts): split so vitest runs the parts in parallel. */
import { hostileFuzz } from "./hostile-fuzz";

hostileFuzz(2, 4);
