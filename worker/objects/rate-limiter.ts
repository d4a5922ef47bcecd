import { DurableObject } from "cloudflare:workers";

/**
 * Fixed-window request counter, one object per limited key (e.g. "cart-write:ip:203.0.113.7"). The
 * count and its window live in the object's SQLite storage; reading and writing happen without an await
 * in between, so concurrent hits are all counted.
 */
export class RateLimiter extends DurableObject {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    this.sql = ctx.storage.sql;
    this.sql.exec("CREATE TABLE IF NOT EXISTS window (id INTEGER PRIMARY KEY CHECK (id = 1), start INTEGER NOT NULL, count INTEGER NOT NULL)");
  }

  /** Counts one hit; answers whether it is within the limit and, when not, how long until the window ends. */
  hit(limit: number, windowS: number, nowS: number): { allowed: boolean; retryAfterS: number; count: number } {
    const start = Math.floor(nowS / windowS) * windowS;
    const row = this.sql.exec<{ start: number; count: number }>("SELECT start, count FROM window WHERE id = 1").toArray()[0];
    const count = row && row.start === start ? row.count + 1 : 1;
    this.sql.exec("INSERT INTO window (id, start, count) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET start = excluded.start, count = excluded.count", start, count);
    return { allowed: count <= limit, retryAfterS: Math.max(1, start + windowS - nowS), count };
  }
}
