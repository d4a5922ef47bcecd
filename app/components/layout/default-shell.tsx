import { useState, type ReactNode } from "react";
import { useRootData } from "../../lib/root-data";
import { ChatLauncher } from "../chat/launcher";
import { CookieBar } from "../consent/cookie-bar";
import { Footer } from "../footer/footer";
import { Header } from "../header/header";
import { NewsletterGate } from "../newsletter/newsletter-gate";

/** Header, main, footer, plus the Default layout's cookie bar, newsletter pop-up and chat slot. */
export function SiteShell({
  children,
  withOverlays = false,
  showRating = false,
  headerVariant = "default",
}: {
  children: ReactNode;
  withOverlays?: boolean;
  showRating?: boolean;
  headerVariant?: "default" | "checkout";
}) {
  const root = useRootData();
  const [consentGiven, setConsentGiven] = useState(Boolean(root?.consent));
  return (
    <>
      <Header
        navigation={root?.navigation ?? null}
        usps={root?.usps ?? null}
        notification={root?.notification ?? null}
        user={root?.user ?? null}
        variant={headerVariant}
      />
      {children}
      <Footer footer={root?.footer} showRating={showRating} />
      {withOverlays && (
        <>
          <CookieBar initial={root?.consent ?? null} onChoice={() => setConsentGiven(true)} />
          <NewsletterGate cookieBarGone={consentGiven} actionUrl={root?.newsletterActionUrl ?? null} />
          {/* The chat widget: a small launcher; the box loads when opened (not on the configurator). */}
          <div id="chat-slot">
            <ChatLauncher />
          </div>
        </>
      )}
    </>
  );
}
