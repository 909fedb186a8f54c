import { useState } from "react";
import { useT } from "../i18n/i18n-context.tsx";

/** A licence key with a copy button; the key stays selectable when the clipboard is not available. */
export function LicenceKey(props: { value: string }) {
  const { t } = useT("common");
  const [copy, setCopy] = useState<"idle" | "done" | "failed">("idle");
  const onCopy = () => {
    navigator.clipboard.writeText(props.value).then(
      () => setCopy("done"),
      () => setCopy("failed"),
    );
  };
  return (
    <div className="licence-key">
      <code data-testid="licence-key">{props.value}</code>
      <button type="button" className="button button--ghost" onClick={onCopy}>
        {copy === "done" ? t("copy.done") : t("copy.action")}
      </button>
      <span role="status" className="field__hint">
        {copy === "failed" ? t("copy.failed") : ""}
      </span>
    </div>
  );
}
