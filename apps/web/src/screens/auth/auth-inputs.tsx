import { cloneElement, type InputHTMLAttributes, type ReactElement, useState } from "react";
import { useTranslation } from "react-i18next";

const icons = {
  user: (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  ),
  lock: (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <rect x="5" y="10" width="14" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" />
    </svg>
  ),
};

/**
 * A labelled field of the sign-in form, drawn without antd (auth.css): its label, an icon before the
 * input, and the field's error under it, which the input points at (aria-describedby) and is marked
 * invalid by.
 */
export function AuthField({
  id,
  label,
  error,
  icon,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  icon: keyof typeof icons;
  children: ReactElement<InputHTMLAttributes<HTMLInputElement>>;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`auth-input${error ? " auth-input--error" : ""}`}>
        <span className="auth-input__icon">{icons[icon]}</span>
        {cloneElement(children, {
          "aria-invalid": Boolean(error),
          "aria-describedby": error ? errorId : undefined,
        })}
      </div>
      {error && (
        <div className="auth-field__error" id={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}

const eye = (open: boolean) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {!open && <path d="M4 20 20 4" />}
  </svg>
);

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <>
      <input {...props} type={shown ? "text" : "password"} />
      <button
        type="button"
        className="auth-input__toggle"
        aria-label={t(shown ? "auth.hidePassword" : "auth.showPassword")}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        {eye(shown)}
      </button>
    </>
  );
}
