import { Suspense } from "react";
import { Await, Link } from "react-router";
import { CART_FOOTER_RATING, CONTACT_RATING } from "../../lib/constants";
import type { Footer as FooterData } from "../../lib/schemas/content";
import { Stars } from "../ui/stars";

const SOCIAL_ICONS: Record<string, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z",
  instagram:
    "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm5.5-9.3a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM12 2c-2.7 0-3 0-4.1.1C4.2 2.3 2.3 4.2 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.2 3.7 2.1 5.6 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.7-.2 5.6-2.1 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.2-3.7-2.1-5.6-5.8-5.8C15 2 14.7 2 12 2Z",
  pinterest:
    "M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1 0-2-.5-2.4-1.2l-.6 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2Z",
  youtube: "M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1c.4-1.6.5-3.2.5-4.8s-.1-3.2-.5-4.8ZM9.8 15V9l5.7 3-5.7 3Z",
  tiktok: "M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-1.8-2.5V9.7a5.7 5.7 0 1 0 4.9 5.7V9a7.3 7.3 0 0 0 4.3 1.4V7.3a4.3 4.3 0 0 1-3.2-1.5Z",
  linkedin: "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9h4v12H3zm7 0h3.8v1.7h.1c.5-1 1.8-2 3.7-2 4 0 4.7 2.6 4.7 6V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21h-4z",
};

/** tel: link of a Dutch phone number in international form. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/gu, "");
  return `tel:${digits.startsWith("0") ? `+31${digits.slice(1)}` : digits}`;
}

/**
 * The shop's phone number as a link. The class phone-number keeps it on one line (white-space: nowrap in
 * base.css) without turning its spaces and hyphen into non-breaking characters a visitor would copy.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a className={className ? `${className} phone-number` : "phone-number"} href={telHref(phone)}>
      {phone}
    </a>
  );
}

/** Contact block: 4,3/5 from 4.800+ reviews, phone number, opening-hours link. */
export function ContactBlock({ footer }: { footer: FooterData }) {
  return (
    <section className="contact-block" aria-labelledby="contact-block-title">
      <h2 id="contact-block-title" className="footer__title">
        Contact
      </h2>
      <p className="contact-block__rating">
        <Stars value={4.3} label={`Klanten geven ons een ${CONTACT_RATING.score} van de ${CONTACT_RATING.max}`} />
        <span>
          <strong>{CONTACT_RATING.score}</strong>/{CONTACT_RATING.max} uit {CONTACT_RATING.reviews} beoordelingen
        </span>
      </p>
      <p>
        <PhoneLink className="contact-block__phone" phone={footer.phone_number} />
        <br />
        <span>{footer.phone_hours}</span>
      </p>
      <p>
        <Link to={footer.opening_hours_link}>Bekijk onze openingstijden</Link>
      </p>
    </section>
  );
}

export function SocialLinks({ footer }: { footer: FooterData }) {
  // A list is not named with aria-label (html-validate aria-label-misuse); a heading names it for everyone.
  return (
    <>
      <h2 className="visually-hidden">Volg Droomnest</h2>
      <ul className="social-links">
        {footer.social_links.map((s) => (
          <li key={s.network}>
            <a href={s.url} rel="noopener noreferrer" target="_blank" className="social-links__link">
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={SOCIAL_ICONS[s.network]} />
              </svg>
              <span className="visually-hidden">{s.title} (opent in een nieuw venster)</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Rating block of the cart page: 8,7/10, 4 stars, over 26.000 reviews; hidden on mobile by CSS. */
export function RatingBlock() {
  return (
    <section className="rating-block" aria-label="Beoordeling door klanten">
      <span className="rating-block__score">
        {CART_FOOTER_RATING.score}
        <span className="rating-block__max">/{CART_FOOTER_RATING.max}</span>
      </span>
      <Stars value={CART_FOOTER_RATING.stars} label={`${CART_FOOTER_RATING.stars} van de 5 sterren`} />
      <span>Meer dan {CART_FOOTER_RATING.reviews} beoordelingen</span>
    </section>
  );
}

function FooterContent({ footer, showRating }: { footer: FooterData | null; showRating: boolean }) {
  if (!footer) return <div className="footer__empty container" />;
  return (
    <div className="container footer__grid">
      <section className="footer__help" aria-labelledby="footer-help-title">
        <h2 id="footer-help-title" className="footer__title">
          {footer.help_text.title}
        </h2>
        <p>{footer.help_text.text}</p>
        <p>
          Bel ons: <PhoneLink phone={footer.phone_number} />
        </p>
      </section>
      {footer.service_links.map((group) => (
        <nav className="footer__links" key={group.title} aria-label={group.title}>
          <h2 className="footer__title">{group.title}</h2>
          <ul>
            {group.links.map((l) => (
              <li key={l.link}>
                <Link to={l.link}>{l.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      <ContactBlock footer={footer} />
      <div className="footer__bottom">
        {showRating && <RatingBlock />}
        <SocialLinks footer={footer} />
        <p className="footer__legal">© {new Date().getFullYear()} Droomnest. Prijzen in euro, inclusief btw.</p>
      </div>
    </div>
  );
}

/**
 * The footer's data is the root loader's deferred promise (streamed in after the shell), or the document itself
 * when the render had it at once (the render memo's copy: written in place).
 */
export function Footer({ footer, showRating = false }: { footer: Promise<FooterData | null> | FooterData | null | undefined; showRating?: boolean }) {
  return (
    <footer className="site-footer">
      <Suspense fallback={<div className="footer__placeholder" aria-hidden="true" />}>
        <Await resolve={footer} errorElement={<FooterContent footer={null} showRating={false} />}>
          {(data) => <FooterContent footer={data ?? null} showRating={showRating} />}
        </Await>
      </Suspense>
    </footer>
  );
}
