import { useSearchParams } from "react-router";

/** Query flag the restore page sets on its redirect to /cart/. */
export const RESTORED_PARAM = "teruggezet";
export const RESTORED_TEXT = "Je winkelwagen is teruggezet. Prijzen en voorraad zijn bijgewerkt naar vandaag.";

/** The notice on /cart/ after a restore from the reminder mail (/cart/?teruggezet=1). */
export function RestoredNotice() {
  const [params] = useSearchParams();
  if (params.get(RESTORED_PARAM) !== "1") return null;
  return (
    <p className="cart-restore__notice" role="status">
      {RESTORED_TEXT}
    </p>
  );
}
