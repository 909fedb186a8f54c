import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "../components/plain-parts.tsx";
import "./screen-error-boundary.css";

/**
 * What a screen that could not be drawn shows, inside the app's frame (menu and header stay): its code did
 * not download, even after a retry and a reload for a new build (chunk-load.ts), or it failed to draw.
 * Drawn without antd, which may be the very code that did not arrive. Reload asks for the page again.
 */
export function ScreenLoadError() {
  const { t } = useTranslation();
  return (
    <div className="wms-screen-error" data-testid="screen-load-error">
      <Notice
        type="error"
        title={t("app.loadFailed.title")}
        description={
          <>
            {t("app.loadFailed.text")}
            <button
              type="button"
              className="wms-screen-error__reload"
              onClick={() => window.location.reload()}
            >
              {t("app.loadFailed.reload")}
            </button>
          </>
        }
      />
    </div>
  );
}

type TState = { failed: boolean; resetKey?: string };

/**
 * Around every screen (area-shell.tsx, router.tsx): a screen that throws while it loads or draws shows
 * `ScreenLoadError` in its place, never React Router's developer page. Going to another screen (a new
 * `resetKey`) tries afresh; the boundary itself stays mounted, so the screens' tree is not rebuilt.
 */
export class ScreenErrorBoundary extends Component<{ resetKey?: string; children: ReactNode }, TState> {
  override state: TState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<TState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: TState): Partial<TState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A screen could not be drawn", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenLoadError /> : this.props.children;
  }
}
