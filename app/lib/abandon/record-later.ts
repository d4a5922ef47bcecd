import type { ReminderConsentSource } from "./constants";

/**
 * Records the address for the cart's reminder from an event handler (fire and forget): the sender and its
 * schema (./record-email.ts) are loaded on demand, so no page carries them before an address is given.
 */
export function recordReminderEmailLater(value: string, consent: ReminderConsentSource): void {
  void import("./record-email").then(({ recordReminderEmail }) => recordReminderEmail(value, consent)).catch(() => undefined);
}
