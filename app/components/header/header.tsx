import { Suspense, useCallback, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ACCOUNT_HOME_PATH, LOGIN_PATH } from "../../kernel/login-target";
import { pageCart, skipsCartLoad, useCartCount } from "../../lib/cart/page-cart";
import { QuickBuyHost } from "../cart/quick-buy-host";
import { STRINGS } from "../../lib/constants";
import type { Navigation, Notification, Usps } from "../../lib/schemas/content";
import { useFavouritesAccountSync, useFavouritesCount } from "../../lib/catalog/storage";
import { MainMenu } from "./main-menu";
import { MobileMenu } from "./mobile-menu";
import { SearchForm } from "./search-form";
import { UspSlider } from "./usp-slider";

export interface HeaderProps {
  navigation: Navigation | null;
  usps: Usps | null;
  notification: Notification | null;
  user: { firstName: string } | null;
  /** The checkout header has no menu or search; its usp slider hides at 992px and below. */
  variant?: "default" | "checkout";
}

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="Droomnest, naar de homepage">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="18" fill="#1f2a44" />
        <path d="M22 8a9 9 0 1 0 6 15.5A10 10 0 0 1 22 8Z" fill="#f3e9dc" />
      </svg>
      <span className="logo__text">Droomnest</span>
    </Link>
  );
}

/**
 * A header link's name and count. The badge is for the eye only; the link's name says the count in words
 * ("Winkelwagen, 2 producten"), as a span without a role cannot carry an aria-label that screen readers
 * read (WCAG 4.1.2).
 */
function Counter({ value, name }: { value: number; name: string }) {
  return (
    <>
      <span className="visually-hidden">{`${name}, ${value} ${value === 1 ? "product" : "producten"}`}</span>
      <span className="counter" data-count={value} aria-hidden="true">
        {value > 0 ? value : ""}
      </span>
    </>
  );
}

/**
 * The counters read their state themselves (the page cart, the favourites): a change (the cart loaded, an
 * item added) re-renders the counter alone, not the header with its menu's links. Such a change is a
 * synchronous render in React; through the header it cost the cart page a long task right after hydration
 * (docs/decisions/024).
 */
function CartCounter() {
  return <Counter value={useCartCount()} name="Winkelwagen" />;
}

function FavouritesCounter() {
  return <Counter value={useFavouritesCount()} name="Favorieten" />;
}

export function Header({ navigation, usps, notification, user, variant = "default" }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  useFavouritesAccountSync();
  const { pathname } = useLocation();
  // The counter comes from GET /v1/cart, loaded once on start except on the checkout status and
  // thank-you pages (spec section 7); every later change in the page goes through the page cart.
  useEffect(() => {
    if (!skipsCartLoad(pathname)) void pageCart.load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once on start
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  if (variant === "checkout") {
    return (
      <header className="site-header site-header--checkout">
        <div className="site-header__bar container">
          <Logo />
          <Link to="/cart/" className="header-link">
            Terug naar winkelwagen
          </Link>
        </div>
        <UspSlider usps={usps} className="usp-slider--checkout" />
      </header>
    );
  }

  return (
    <>
      <header className="site-header">
        {notification?.notification && (
          <div className={`notification notification--${notification.style}`}>
            {notification.link ? <Link to={notification.link}>{notification.notification}</Link> : notification.notification}
          </div>
        )}
        <UspSlider usps={usps} />
        <div className="site-header__bar container">
          <button type="button" className="icon-button site-header__menu-button" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </svg>
            <span className="visually-hidden">Menu openen</span>
          </button>
          <Logo />
          <div className="site-header__search">
            <Suspense fallback={null}>
              <SearchForm id="search-desktop" />
            </Suspense>
          </div>
          <div className="site-header__actions">
            <button
              type="button"
              className="icon-button site-header__search-button"
              aria-expanded={searchOpen}
              aria-controls="mobile-search"
              onClick={() => setSearchOpen((o) => !o)}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
              </svg>
              <span className="visually-hidden">{searchOpen ? "Zoeken sluiten" : "Zoeken openen"}</span>
            </button>
            <Link to={user ? ACCOUNT_HOME_PATH : LOGIN_PATH} className="header-link header-link--account">
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-5 0-9 2.5-9 6v2h18v-2c0-3.5-4-6-9-6Z" />
              </svg>
              <span className="header-link__label">{user ? user.firstName : STRINGS.login}</span>
            </Link>
            <Link to="/favorieten/" className="header-link header-link--favourites">
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M12 21 10.6 19.7C5.4 15 2 12 2 8.4 2 5.4 4.4 3 7.4 3c1.7 0 3.4.8 4.6 2.1A6.2 6.2 0 0 1 16.6 3C19.6 3 22 5.4 22 8.4c0 3.6-3.4 6.6-8.6 11.3L12 21Z" />
              </svg>
              <FavouritesCounter />
            </Link>
            <Link to="/cart/" className="header-link header-link--cart">
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.9 2H21l-3.6 7H8.1l-1 2H19v2H5l2.2-4.3L3.6 4H1V2h3.6Z" />
              </svg>
              <CartCounter />
            </Link>
          </div>
        </div>
        {searchOpen && (
          <div className="mobile-search container" id="mobile-search">
            <SearchForm id="search-mobile" autoFocus />
          </div>
        )}
        {/* The menu hydrates as a unit of its own, so the browser can yield between it and the bar (ADR 024). */}
        {navigation && (
          <Suspense fallback={null}>
            <MainMenu items={navigation.items} />
          </Suspense>
        )}
        {menuOpen && navigation && <MobileMenu items={navigation.items} onClose={closeMenu} />}
      </header>
      <QuickBuyHost />
    </>
  );
}
