/** What POST /v1/contact answers. */
export interface ContactAccepted {
  /** Reference shown to the shopper and in the mails, e.g. "C-12". */
  reference: string;
  message: string;
}
