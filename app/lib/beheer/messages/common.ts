/** The back office's shared Dutch strings (docs/decisions/035). */
export const STAFF_ONLY_MESSAGE = "Alleen voor medewerkers van Droomnest. Meld je aan om Beheer te openen.";
export const NOT_ALLOWED_MESSAGE = "Dit mag je rol niet. Vraag de eigenaar als je dit toch nodig hebt.";
export const BEHEER_TITLE = "Beheer";

/** The nav of the back office, in this order. */
export const BEHEER_NAV = [
  { to: "/beheer/", label: "Overzicht" },
  { to: "/beheer/bestellingen/", label: "Bestellingen" },
  { to: "/beheer/retouren/", label: "Retouren" },
  { to: "/beheer/producten/", label: "Producten" },
  { to: "/beheer/import/", label: "Import en export" },
  { to: "/beheer/kortingscodes/", label: "Kortingscodes" },
  { to: "/beheer/reviews/", label: "Reviews" },
  { to: "/beheer/rapportages/", label: "Rapportages" },
  { to: "/beheer/auditlog/", label: "Auditlog" },
  { to: "/beheer/medewerkers/", label: "Medewerkers" },
  { to: "/beheer/instellingen/", label: "Instellingen" },
] as const;

/** The page links under a back-office list (app/components/beheer/pager.tsx). */
export const PAGER_MESSAGES = {
  previous: "Vorige",
  next: "Volgende",
  page: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
} as const;

/** A back-office action that takes no input, sent with fields all the same. */
export const NO_INPUT_MESSAGE = "Deze actie neemt geen gegevens: stuur geen velden mee.";
