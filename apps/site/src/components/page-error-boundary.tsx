import { Component, type ReactNode } from "react";
import { useT } from "../i18n/i18n-context.tsx";

function PageFailed() {
  const { t } = useT("common");
  return (
    <div className="container page page__narrow">
      <div className="notice notice--error" role="alert" data-testid="page-failed">
        <p className="notice__title">{t("errors.pageFailed")}</p>
        <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
          {t("errors.reload")}
        </button>
      </div>
    </div>
  );
}

/**
 * A page whose code could not be loaded (offline, or a new release replaced its chunk) says so and offers a
 * reload, instead of leaving a blank page. `resetKey` (the path) clears the failure on the next navigation.
 */
export class PageErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
