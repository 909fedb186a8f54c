import type { ReactNode } from "react";
import { PlainIcon } from "./plain-icons.tsx";
import "./plain-parts.css";

/**
 * Pieces for screens drawn without antd (the home dashboard), so the first screen after a sign-in loads no
 * antd: a titled card, a loading placeholder, a note, an empty state.
 */

/** A titled card (a section named by its heading). */
export function Panel({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="wms-card" aria-labelledby={id}>
      <h2 id={id}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Stands in for content that is still loading. */
export function Placeholder() {
  return (
    <div className="wms-placeholder" aria-busy="true">
      <span />
      <span />
      <span />
    </div>
  );
}

/** A note in the page: information, or an error (announced to screen readers). */
export function Notice(props: {
  type: "info" | "error";
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className="wms-alert"
      data-type={props.type}
      role={props.type === "error" ? "alert" : "note"}
      data-testid={props.testId}
    >
      {props.icon ?? <PlainIcon name={props.type === "error" ? "warning" : "infoCircle"} />}
      <div>
        <strong>{props.title}</strong>
        {props.description && <p>{props.description}</p>}
      </div>
    </div>
  );
}

/** What a panel with nothing to show says. */
export function EmptyNote({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className="wms-empty" data-testid={testId}>
      {text}
    </p>
  );
}
