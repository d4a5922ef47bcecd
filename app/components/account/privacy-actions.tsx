import { Link } from "react-router";

/**
 * The privacy block of /account/information/ (AVG/GDPR): download everything the shop keeps about the
 * customer as a file, or go to the page that deletes the account (it asks for the password).
 */
export function PrivacyActions() {
  return (
    <section className="privacy-actions" aria-labelledby="privacy-actions-title">
      <h2 id="privacy-actions-title" className="privacy-actions__title">
        Privacy
      </h2>
      <p>Je kunt een kopie opvragen van alle gegevens die we van je bewaren, of je account laten verwijderen.</p>
      <ul className="privacy-actions__list">
        <li>
          {/* A file download: the browser fetches it itself (no client navigation). */}
          <a href="/account/privacy/export/" download className="privacy-actions__link">
            Download mijn gegevens
          </a>
        </li>
        <li>
          <Link to="/account/privacy/delete/" className="privacy-actions__link privacy-actions__link--danger">
            Verwijder mijn account
          </Link>
        </li>
      </ul>
    </section>
  );
}
