import { describe, expect, it } from "vitest";
import { fitTitle, TITLE_MAX_LENGTH } from "../../../app/kernel/page-title";

const long = "Twentse Bedfabriek Elektrische Boxspring Delft samenstellen";

describe("a page title of at most 70 characters", () => {
  it.each<[title: string, fitted: string]>([
    ["Matrassen | Droomnest", "Matrassen | Droomnest"],
    // 70 characters exactly: kept as it is.
    [`${"a".repeat(TITLE_MAX_LENGTH - 12)} | Droomnest`, `${"a".repeat(TITLE_MAX_LENGTH - 12)} | Droomnest`],
    // 72 characters: the shop's name is left off.
    [`${long} | Droomnest`, long],
    // Too long without the name as well: cut at a word, with an ellipsis.
    [
      "Nachtwacht Donzen Topdekmatras met extra hoge rand en zijdezachte tijk 6 cm | Droomnest",
      "Nachtwacht Donzen Topdekmatras met extra hoge rand en zijdezachte…",
    ],
    // One long word: cut at the limit.
    [`${"x".repeat(80)} | Droomnest`, `${"x".repeat(TITLE_MAX_LENGTH - 1)}…`],
  ])("%s", (title, fitted) => {
    expect(fitTitle(title)).toBe(fitted);
    expect(fitTitle(title).length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
  });
});
