/** Browser storage keys (no imports: e2e specs and node tooling read them without the React app). */
export const FAVOURITES_KEY = "droomnest:favorieten";
/** sessionStorage: "1" once this browser session merged its list into the account. */
export const FAVOURITES_SYNC_KEY = "droomnest:favorieten-account";
export const LAST_VIEWED_KEY = "droomnest:laatst-bekeken";
