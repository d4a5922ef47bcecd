/**
 * Mail adapter (newsletter sign-up). Embedded default: the sign-up is stored in D1
 * (newsletter_subscriptions) and nothing is sent; it says so in its log line. With NEWSLETTER_ACTION_URL
 * set, the pop-up form posts straight to the mailing provider instead (see app newsletter pop-up).
 */
import type { Env } from "../env";

export interface MailAdapter {
  readonly name: string;
  subscribe(email: string, source: string): Promise<void>;
}

export function embeddedMail(db: D1Database): MailAdapter {
  return {
    name: "embedded",
    async subscribe(email, source) {
      await db
        .prepare("INSERT INTO newsletter_subscriptions (email, source) VALUES (?1, ?2) ON CONFLICT (email) DO NOTHING")
        .bind(email, source)
        .run();
      console.log(JSON.stringify({ level: "info", msg: "newsletter sign-up stored (embedded mail adapter, no mail sent)", source }));
    },
  };
}

export function mailAdapter(env: Env): MailAdapter {
  return embeddedMail(env.DB);
}
