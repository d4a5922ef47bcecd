/**
 * The token of a link the Worker mails (account confirmation, password reset, newsletter opt-in): 43
 * base64url characters after `token=`. Shared by the vitest helpers (tests/helpers/account.ts, which read
 * the mail from the D1 outbox) and the e2e helpers (e2e/support/account.ts, which read the development
 * mailbox page): the mail source differs, the link format is one. No imports: it runs in workerd and Node.
 */
const MAILED_TOKEN = /[?&]token=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/u;

/** The first mailed token in a text or URL, or null. */
export function mailedTokenIn(text: string): string | null {
  return MAILED_TOKEN.exec(text)?.[1] ?? null;
}
