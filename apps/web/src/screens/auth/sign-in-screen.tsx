import { useMutation } from "@tanstack/react-query";
import { areaOfRole, type TArea, type TRole, type TSignInResponse, usernamePattern } from "@wms/contracts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiError } from "../../api/api-error.ts";
import { finishGoogleSignIn, signIn } from "../../api/auth-api.ts";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { markPasswordChangeRequired } from "../../session/password-change-flag.ts";
import { areaOfPath, loginPathOf } from "../../session/session-store.ts";
import { AuthFrame } from "./auth-frame.tsx";
import { AuthField, PasswordInput } from "./auth-inputs.tsx";
import { GoogleButton, googleLanding, redirectBeforeGoogle, useGoogleTicket } from "./google-sign-in.tsx";
import { afterSignIn, keepRedirect } from "./redirect-target.ts";

type TValues = { username: string; password: string };
type TErrors = Partial<Record<keyof TValues, string>>;

/** The two sign-in pages: providers and their operators at /p (the account says which), drop shippers at /ds. */
const areas = ["p", "ds"] as const satisfies readonly TArea[];
/** What the sign-in call names: the /p login serves providers and operators alike. */
const roleOfArea: Record<TArea, TRole> = { p: "provider", ds: "dropShipper" };

/**
 * Sign In: one screen for /p/login and /ds/login. The page is the area (its switch goes to the other page);
 * the account decides provider or operator. An account on the other area's page is told where to sign in.
 * Drawn without antd (plain elements in the theme's colours, auth.css): it is the first page of most
 * visits, and antd would be most of its download.
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const area: TArea = areaOfPath(location.pathname) === "p" ? "p" : "ds";
  const [values, setValues] = useState<TValues>({ username: "", password: "" });
  // Once a send was refused for its fields, each field says at once whether it is right now.
  const [tried, setTried] = useState(false);
  const areasLabel = useId();
  useDocumentTitle(t("auth.signIn"));

  /** The form's rules, as the server checks them: both required, the username in the contract's pattern. */
  const check = (v: TValues): TErrors => ({
    username: !v.username.trim()
      ? t("validation.required")
      : usernamePattern.test(v.username.trim())
        ? undefined
        : t("validation.username"),
    password: v.password ? undefined : t("validation.required"),
  });

  /** Signed in either way: on to the `redirect` of `search` in the account's area. */
  const signedIn = (data: TSignInResponse, search: string) => {
    const area = areaOfRole(data.user.user_role);
    if (data.must_change_password) markPasswordChangeRequired(area);
    void navigate(afterSignIn(search, area), { replace: true });
  };
  // Back from Google (docs/google-sign-in.md): signed in with a session ticket, asked for the password
  // once to link (a link ticket, sent with the sign-in), or refused with a reason.
  const google = googleLanding(location.search);
  const linkTicket = useGoogleTicket(google.link);
  const mutation = useMutation({
    mutationFn: (v: TValues) =>
      signIn({
        username: v.username.trim(),
        password: v.password,
        role: roleOfArea[area],
        googleTicket: linkTicket.isSuccess ? (google.link ?? undefined) : undefined,
      }),
    onSuccess: (data) => signedIn(data, location.search),
  });
  // Back from Google, the page's `redirect` is the one kept before leaving for Google.
  const googleSession = useMutation({
    mutationFn: finishGoogleSignIn,
    onSuccess: (data) => signedIn(data, redirectBeforeGoogle()),
  });
  const finishGoogle = googleSession.mutate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per session ticket the page was handed
  useEffect(() => {
    if (google.session) finishGoogle(google.session);
  }, [google.session]);
  // The area switch keeps what was typed but not the last answer, which was about the other page.
  const reset = mutation.reset;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page's area changes
  useEffect(() => reset(), [area, reset]);
  const error = mutation.error ?? googleSession.error;
  const errorText = error instanceof ApiError ? error.message : error ? t("transport.unknown") : null;
  // Why the user is here (a session that expired, a refusal at Google), until they try to sign in.
  const googleRefusal = google.error
    ? t(`auth.google.errors.${google.error}`)
    : linkTicket.isError
      ? t("auth.google.errors.ticket")
      : undefined;
  const notice = mutation.isIdle
    ? ((location.state as { notice?: string } | null)?.notice ?? googleRefusal)
    : undefined;
  // The right password on the other area's page: the server names the page to sign in at.
  const elsewhere =
    error instanceof ApiError ? (error.data as { sign_in_area?: TArea } | null)?.sign_in_area : undefined;
  const errors: TErrors = tried ? check(values) : {};

  const change = (field: keyof TValues, value: string) => setValues({ ...values, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = check(values);
    if (!found.username && !found.password) mutation.mutate(values);
  };

  return (
    <AuthFrame title={t("auth.signIn")} subtitle={t("auth.signInSubtitle")}>
      <form className="auth-form" noValidate onSubmit={submit}>
        <nav className="auth-field" aria-labelledby={areasLabel}>
          <span className="auth-field__label" id={areasLabel}>
            {t("auth.signInAs")}
          </span>
          <div className="auth-roles" data-testid="area-picker">
            {areas.map((value) => (
              <Link
                key={value}
                to={loginPathOf(value) + location.search}
                replace
                aria-current={value === area ? "page" : undefined}
                data-testid={`area-${value}`}
              >
                {t(`auth.areas.${value}`)}
              </Link>
            ))}
          </div>
        </nav>
        <AuthField id="username" label={t("auth.username")} error={errors.username} icon="user">
          <input
            id="username"
            name="username"
            autoComplete="username"
            // biome-ignore lint/a11y/noAutofocus: the page's one task is to sign in
            autoFocus
            value={values.username}
            onChange={(e) => change("username", e.target.value)}
          />
        </AuthField>
        <AuthField id="password" label={t("auth.password")} error={errors.password} icon="lock">
          <PasswordInput
            id="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => change("password", e.target.value)}
          />
        </AuthField>
        {googleSession.isPending && (
          <div className="auth-notice" role="status">
            {t("auth.google.finishing")}
          </div>
        )}
        {linkTicket.data && mutation.isIdle && (
          <div className="auth-notice" role="status" data-testid="google-link-notice">
            {t("auth.google.linkNotice", { email: linkTicket.data.email })}
          </div>
        )}
        {(errorText ?? notice) && (
          <div className="auth-alert" role="alert">
            {errorText ?? notice}
            {elsewhere && (
              <div className="auth-alert__action">
                <Link to={loginPathOf(elsewhere) + location.search} replace data-testid="sign-in-elsewhere">
                  {t("auth.goToSignIn")}
                </Link>
              </div>
            )}
          </div>
        )}
        <button
          type="submit"
          className="auth-submit"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
        >
          {mutation.isPending && <span className="auth-submit__spinner" aria-hidden />}
          {t("auth.signIn")}
        </button>
        {!google.link && <GoogleButton area={area} label="signIn" />}
        <div className="auth-links">
          <Link to={`/${area}/turn-the-table`}>{t("auth.forgotPassword")}</Link>
          <Link to={keepRedirect("/signup", location.search)}>{t("auth.noAccount")}</Link>
        </div>
      </form>
    </AuthFrame>
  );
}
