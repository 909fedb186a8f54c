import type { ReactNode } from "react";

/**
 * A section of the landing page under its eyebrow and title (the section's accessible name). `anchor`
 * makes it a link target (`/#features`); `soft` gives it the tinted background.
 */
export function LandingSection(props: {
  name: string;
  eyebrow: string;
  title: string;
  lead?: string;
  anchor?: boolean;
  soft?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${props.name}-title`;
  return (
    <section
      className={props.soft ? "section section--soft" : "section"}
      id={props.anchor ? props.name : undefined}
      aria-labelledby={titleId}
    >
      <div className={props.className ? `container ${props.className}` : "container"}>
        <div className="section__head">
          <p className="eyebrow">{props.eyebrow}</p>
          <h2 id={titleId}>{props.title}</h2>
          {props.lead ? <p>{props.lead}</p> : null}
        </div>
        {props.children}
      </div>
    </section>
  );
}
