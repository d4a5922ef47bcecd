/** The USP bar's Dutch labels (app/components/header/usp-slider.tsx). */
export const USP_TEXT = {
  /** The header's bar (and the checkout header's). */
  headerLabel: "Voordelen van Droomnest",
  /** The home page's bar: a name of its own, so the page's two regions can be told apart. */
  homeLabel: "Waarom kiezen voor Droomnest",
  /** The pause control (WCAG 2.2.2): its name says what a press does. */
  pause: "USP's pauzeren",
  play: "USP's afspelen",
} as const;
