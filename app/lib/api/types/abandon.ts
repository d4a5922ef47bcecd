/** What the /v1/abandon/* endpoints answer: the signal was taken (stored, or already known). */
export interface AbandonAccepted {
  accepted: true;
}
