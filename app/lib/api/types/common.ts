/** The envelopes of /v1 (spec section 7): `{ data }` on success, `{ error: { code, message } }` otherwise. */
export interface Envelope<T> {
  data: T;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}
