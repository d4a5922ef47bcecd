/** What the /v1/abandon/* endpoints answer: the signal was taken (stored, or already known). */
export interface AbandonAccepted {
  accepted: true;
}

/** What POST /v1/abandon/unsubscribe answers: the link's address gets no more reminders. */
export interface ReminderUnsubscribed {
  unsubscribed: true;
}

/** GET and PUT /v1/customer/cart-reminders: the account's reminder choice (docs/decisions/028). */
export interface CartReminderChoice {
  enabled: boolean;
}
