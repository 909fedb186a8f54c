import { useMutation, useQuery } from "@tanstack/react-query";
import { googleRefusalOf, type TArea } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { goToGoogle, readGoogleTicket } from "../../api/auth-api.ts";
import { initConfigQuery } from "../../app/root-layout.tsx";

/** Where the page was to go after signing in (its `redirect`), kept while the browser is at Google. */
const redirectKey = "wms.google.redirect";

/** The query's `redirect` kept before leaving for Google, as a query again (for afterSignIn). */
export function redirectBeforeGoogle(): string {
  const kept = sessionStorage.getItem(redirectKey);
  sessionStorage.removeItem(redirectKey);
  return kept ? `?redirect=${encodeURIComponent(kept)}` : "";
}

/** What Google's callback handed this page in its query (docs/google-sign-in.md). */
export function googleLanding(search: string) {
  const query = new URLSearchParams(search);
  return {
    session: query.get("google_session"),
    link: query.get("google_link"),
    signUp: query.get("google_signup"),
    error: googleRefusalOf(query.get("google_error")),
  };
}

/** The email of a `link` or `sign-up` ticket, once read (null when there is no ticket or it is spent). */
export function useGoogleTicket(ticket: string | null) {
  return useQuery({
    queryKey: ["google-ticket", ticket],
    queryFn: () => readGoogleTicket(ticket ?? ""),
    enabled: ticket !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * "Sign in with Google" (or "Sign up with Google"): shown only when the platform has a Google client
 * (init-config `google_sign_in`). Sends the browser to Google for the page of `area`; a refusal before
 * leaving (Google not reachable) shows below it.
 */
export function GoogleButton({ area, label }: { area: TArea; label: "signIn" | "signUp" }) {
  const { t } = useTranslation();
  const enabled = useQuery(initConfigQuery).data?.google_sign_in === true;
  const go = useMutation({
    mutationFn: () => {
      const redirect = new URLSearchParams(window.location.search).get("redirect");
      if (redirect) sessionStorage.setItem(redirectKey, redirect);
      return goToGoogle(area);
    },
  });
  if (!enabled) return null;
  const error = go.error instanceof ApiError ? go.error.message : go.error ? t("transport.unknown") : null;
  return (
    <div className="auth-google">
      <div className="auth-google__or" aria-hidden>
        <span>{t("auth.google.or")}</span>
      </div>
      <button
        type="button"
        className="auth-google__button"
        data-testid="google-sign-in"
        // Pending until the page has left for Google (the mutation resolves as the browser navigates).
        disabled={go.isPending || go.isSuccess}
        aria-busy={go.isPending || go.isSuccess}
        onClick={() => go.mutate()}
      >
        <GoogleMark />
        {go.isPending || go.isSuccess ? t("auth.google.going") : t(`auth.google.${label}`)}
      </button>
      {error && (
        <div className="auth-alert" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** Google's "G" in its four colours (its brand guidelines ask for the mark on the button). */
function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
