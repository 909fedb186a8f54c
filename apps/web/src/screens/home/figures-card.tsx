import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PlainIcon, type TPlainIconName } from "../../components/plain-icons.tsx";
import { Notice, Placeholder } from "../../components/plain-parts.tsx";

/**
 * A card of figures below the dashboard's panels (the revenue, the returns, the counts): a section named by
 * its heading (home.<name>.title), with what it offers beside the heading (a switch, a link), then the
 * figures once its query has answered, a note when it failed (home.<name>.failed), or a placeholder while it
 * loads. While it reloads for another choice the figures shown stay, the card busy, until the new ones arrive.
 */
export function FiguresCard<T>(props: {
  name: "revenue" | "returns" | "counts";
  icon: TPlainIconName;
  query: UseQueryResult<T>;
  tools: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { query, name } = props;
  const id = `home-${name}`;
  return (
    <section
      className="wms-card wms-figures"
      aria-labelledby={id}
      aria-busy={query.isPending || query.isPlaceholderData}
      data-testid={`${name}-card`}
    >
      <div className="wms-figures__head">
        <h2 id={id}>
          <PlainIcon name={props.icon} />
          {t(`home.${name}.title`)}
        </h2>
        {props.tools}
      </div>
      {query.data ? (
        props.children(query.data)
      ) : query.isError ? (
        <Notice type="error" title={t(`home.${name}.failed`)} />
      ) : (
        <Placeholder />
      )}
    </section>
  );
}

/**
 * A table of figures in a region of its own that scrolls sideways on a narrow screen: the keyboard reaches
 * it (axe: scrollable-region-focusable), and the region and the table are named by `label`.
 */
export function FiguresTable(props: {
  label: string;
  columns: readonly string[];
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      className="wms-figures__scroll"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table may scroll sideways here, and the keyboard must reach a scrolling region (axe: scrollable-region-focusable)
      tabIndex={0}
      aria-label={props.label}
    >
      <table className="wms-figures__table" data-testid={props.testId}>
        <caption className="wms-visually-hidden">{props.label}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </section>
  );
}
