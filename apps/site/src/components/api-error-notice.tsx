import type { ApiError } from "../api/client.ts";
import { useT } from "../i18n/i18n-context.tsx";

/** A failed call in words: the server's own localised message, or ours when the network failed. */
export function ApiErrorNotice(props: { error: ApiError; title?: string; onRetry?: () => void }) {
  const { t } = useT("common");
  const text = props.error.code === 0 ? t("errors.network") : props.error.message || t("errors.generic");
  return (
    <div className="notice notice--error" role="alert">
      {props.title ? <p className="notice__title">{props.title}</p> : null}
      <p>{text}</p>
      {props.onRetry ? (
        <button type="button" className="button button--ghost" onClick={props.onRetry}>
          {t("errors.retry")}
        </button>
      ) : null}
    </div>
  );
}
