/** A back-office page's refusal (403: the role may not; 404) inside the back office's frame (docs/decisions/035). */
import { isRouteErrorResponse, useRouteError } from "react-router";

export function BeheerPageError({ title }: { title: string }) {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "Er ging iets mis. Probeer het later opnieuw.";
  return (
    <>
      <h1>{title}</h1>
      <p role="alert" className="beheer-refusal">
        {message}
      </p>
    </>
  );
}
