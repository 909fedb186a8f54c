import { useMutation } from "@tanstack/react-query";
import { areaOfRole, type TRole, usernamePattern } from "@wms/contracts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiError } from "../../api/api-error.ts";
import { signIn } from "../../api/auth-api.ts";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { markPasswordChangeRequired } from "../../session/password-change-flag.ts";
import { areaOfPath, readSession } from "../../session/session-store.ts";
import { AuthFrame } from "./auth-frame.tsx";
import { AuthField, PasswordInput } from "./auth-inputs.tsx";
import { afterSignIn, keepRedirect } from "./redirect-target.ts";

type TValues = { username: string; password: string };
type TErrors = Partial<Record<keyof TValues, string>>;

const roles = ["provider", "operator", "dropShipper"] as const;

function defaultRole(pathname: string): TRole {
  if (areaOfPath(pathname) !== "p") return "dropShipper";
  return readSession("p")?.role === "provider" ? "provider" : "operator";
}

/**
 * Sign In: one screen for /p/login and /ds/login; the role picks the area the session is stored in.
 * Drawn without antd (plain elements in the theme's colours, auth.css): it is the first page of most
 * visits, and antd would be most of its download.
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [role, setRole] = useState<TRole>(() => defaultRole(location.pathname));
  const [values, setValues] = useState<TValues>({ username: "", password: "" });
  // Once a send was refused for its fields, each field says at once whether it is right now.
  const [tried, setTried] = useState(false);
  const rolesLabel = useId();
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

  const mutation = useMutation({
    mutationFn: (v: TValues) => signIn({ username: v.username.trim(), password: v.password, role }),
    onSuccess: (data) => {
      const area = areaOfRole(data.user.user_role);
      if (data.must_change_password) markPasswordChangeRequired(area);
      void navigate(afterSignIn(location.search, area), { replace: true });
    },
  });
  const error = mutation.error;
  const errorText = error instanceof ApiError ? error.message : error ? t("transport.unknown") : null;
  // Why the user is here (a session that expired), until they try to sign in.
  const notice = mutation.isIdle ? (location.state as { notice?: string } | null)?.notice : undefined;
  const area = areaOfRole(role);
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
        <div className="auth-field">
          <span className="auth-field__label" id={rolesLabel}>
            {t("auth.role")}
          </span>
          <div
            className="auth-roles"
            role="radiogroup"
            aria-labelledby={rolesLabel}
            data-testid="role-picker"
          >
            {roles.map((value) => (
              // biome-ignore lint/a11y/useSemanticElements: a segmented control of three buttons, one chosen
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={role === value}
                tabIndex={role === value ? 0 : -1}
                data-testid={`role-${value}`}
                onClick={() => setRole(value)}
                onKeyDown={(e) => {
                  const step =
                    e.key === "ArrowRight" || e.key === "ArrowDown"
                      ? 1
                      : e.key === "ArrowLeft" || e.key === "ArrowUp"
                        ? -1
                        : 0;
                  if (!step) return;
                  e.preventDefault();
                  const next = roles[(roles.indexOf(role) + step + roles.length) % roles.length] ?? role;
                  setRole(next);
                  (
                    e.currentTarget.parentElement?.querySelector(
                      `[data-testid=role-${next}]`,
                    ) as HTMLElement | null
                  )?.focus();
                }}
              >
                {t(`role.${value}`)}
              </button>
            ))}
          </div>
        </div>
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
        {(errorText ?? notice) && (
          <div className="auth-alert" role="alert">
            {errorText ?? notice}
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
        <div className="auth-links">
          <Link to={`/${area}/turn-the-table`}>{t("auth.forgotPassword")}</Link>
          <Link to={keepRedirect("/signup", location.search)}>{t("auth.noAccount")}</Link>
        </div>
      </form>
    </AuthFrame>
  );
}
