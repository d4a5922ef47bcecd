import { describe, expect, it } from "vitest";
import { pageCount, ratingSummary, roundRating } from "../../../worker/domain/reviews/rating";
import { emailHashInput, isBotPost, normaliseEmail, parseReviewId, statusAfter } from "../../../worker/domain/reviews/submission";

describe("rating figures", () => {
  it("average to one decimal, count and every star", () => {
    expect(ratingSummary([{ score: 5, n: 3 }, { score: 4, n: 1 }])).toEqual({ average: 4.8, count: 4, stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 3 } });
    expect(ratingSummary([])).toEqual({ average: 0, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(ratingSummary([{ score: 1, n: 1 }, { score: 2, n: 1 }])).toEqual({ average: 1.5, count: 2, stars: { 1: 1, 2: 1, 3: 0, 4: 0, 5: 0 } });
  });

  it("ignores scores outside 1-5 and empty rows", () => {
    expect(ratingSummary([{ score: 0, n: 2 }, { score: 6, n: 1 }, { score: 3, n: 0 }, { score: 3, n: 2 }]).count).toBe(2);
  });

  it("rounds halves up, also where floating point falls short (4.35, 4.25)", () => {
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(4.35)).toBe(4.4);
    expect(roundRating(4.349)).toBe(4.3);
    expect(roundRating(13 / 3)).toBe(4.3);
  });

  it("page count is at least 1", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe("submission rules", () => {
  it("e-mail matching is case- and space-insensitive", () => {
    expect(normaliseEmail("  Sanne@Droomnest.TEST ")).toBe("sanne@droomnest.test");
    expect(emailHashInput("A@B.nl")).toBe(emailHashInput(" a@b.NL"));
  });

  it("a honeypot with anything but blanks marks a bot", () => {
    expect(isBotPost(undefined)).toBe(false);
    expect(isBotPost("")).toBe(false);
    expect(isBotPost("   ")).toBe(false);
    expect(isBotPost("http://spam.example")).toBe(true);
  });

  it("moderation: approve publishes, reject rejects; ids are positive integers", () => {
    expect(statusAfter("approve")).toBe("published");
    expect(statusAfter("reject")).toBe("rejected");
    expect(parseReviewId("12")).toBe(12);
    for (const bad of [undefined, "", "0", "-1", "1.5", "abc", "12; DROP TABLE reviews"]) expect(parseReviewId(bad)).toBeNull();
  });
});
