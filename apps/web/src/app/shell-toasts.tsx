import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlainIcon } from "../components/plain-icons.tsx";

export type TToastKind = "info" | "success";
type TToast = { id: number; kind: TToastKind; text: string };

/** How long a live notification stays (antd's notification default). */
const toastSeconds = 4.5;

/** The toasts of the signed-in frame and the function that shows one. */
export function useToastStack() {
  const [toasts, setToasts] = useState<TToast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (kind: TToastKind, text: string) => {
      const id = next.current++;
      setToasts((all) => [...all.slice(-3), { id, kind, text }]);
      setTimeout(() => dismiss(id), toastSeconds * 1000);
    },
    [dismiss],
  );
  return { toasts, show, dismiss };
}

/**
 * The live notifications of the signed-in frame (a finished task, an export ready, a sourcing change):
 * bottom right, announced politely to screen readers, each closable and gone after a few seconds. Drawn
 * without antd, like the frame.
 */
export function ShellToasts({ stack }: { stack: ReturnType<typeof useToastStack> }) {
  const { t } = useTranslation();
  // The region stays in the page while empty, so screen readers announce what is added to it.
  return (
    <div className="wms-toasts" role="status" aria-live="polite" data-testid="live-notifications">
      {stack.toasts.map((toast) => (
        <div key={toast.id} className="wms-toast" data-kind={toast.kind}>
          <PlainIcon name={toast.kind === "success" ? "checkCircle" : "infoCircle"} />
          <span>{toast.text}</span>
          <button
            type="button"
            className="wms-round-button wms-icon-button"
            aria-label={t("common.close")}
            onClick={() => stack.dismiss(toast.id)}
          >
            <PlainIcon name="close" />
          </button>
        </div>
      ))}
    </div>
  );
}
