import type { TArea, TGettingStartedItem, TGettingStartedStep } from "@wms/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlainIcon } from "../../components/plain-icons.tsx";

/** The screen (a path of app/registry.ts) where each step is done, and the query it opens with. */
const stepScreens: Record<TGettingStartedStep, { path: string; query?: string }> = {
  warehouse: { path: "/p/warehousing-setting" },
  locations: { path: "/p/warehousing-setting", query: "tab=locations" },
  channel: { path: "/p/logistics", query: "tab=channels" },
  customer: { path: "/p/customer" },
  shop: { path: "/ds/third-part-key-information" },
  products: { path: "/ds/product" },
  receipt: { path: "/ds/addWarehouse" },
  order: { path: "/ds/order" },
};

/** Where a step's link goes; a drop shipper's screens name the provider, as the dashboard's counters do. */
export function stepLink(step: TGettingStartedStep, providerUuid: string | undefined) {
  const { path, query } = stepScreens[step];
  const params = [query, providerUuid ? `provider_uuid=${providerUuid}` : undefined].filter(Boolean);
  return params.length > 0 ? `${path}?${params.join("&")}` : path;
}

/**
 * The getting-started checklist at the top of the home dashboard (dashboard/overview's getting_started):
 * each step with its state, what to do and a link to the screen where it is done. Open while a step is
 * left; once all are done it shrinks to one line the user may open again. Drawn without antd (home.css).
 * `canOpen` says whether the user's role may open a screen (an operator may not open the provider's
 * settings): such a step is named without a link.
 */
export function GettingStarted(
  props: Omit<TCardProps, "items"> & { items: TGettingStartedItem[] | undefined },
) {
  const { items } = props;
  return items ? <GettingStartedCard {...props} items={items} /> : <PendingCard />;
}

type TCardProps = {
  items: TGettingStartedItem[];
  area: TArea;
  providerUuid?: string;
  canOpen?: (path: string) => boolean;
};

/**
 * The card's head while the dashboard loads: as tall as the one line a finished checklist shrinks to, so
 * the counters below do not jump when it arrives (a new user's open checklist still grows below it).
 */
function PendingCard() {
  const { t } = useTranslation();
  return (
    <section className="wms-card wms-getting-started" aria-busy="true" data-testid="getting-started-pending">
      <div className="wms-getting-started__head">
        <h2>
          <PlainIcon name="unorderedList" />
          {t("home.gettingStarted.title")}
        </h2>
      </div>
    </section>
  );
}

function GettingStartedCard({ items, area, providerUuid, canOpen = () => true }: TCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const total = items.length;
  const done = items.filter((i) => i.done).length;
  const allDone = total > 0 && done === total;
  const [expanded, setExpanded] = useState(!allDone);
  const open = !allDone || expanded;
  const headingId = `${id}-heading`;
  const listId = `${id}-steps`;
  return (
    <section
      className="wms-card wms-getting-started"
      aria-labelledby={headingId}
      data-testid="getting-started"
      data-area={area}
    >
      <div className="wms-getting-started__head">
        <h2 id={headingId}>
          <PlainIcon name={allDone ? "checkCircle" : "unorderedList"} />
          {allDone ? t("home.gettingStarted.allDone", { total }) : t("home.gettingStarted.title")}
        </h2>
        {!allDone && (
          <span className="wms-secondary" data-testid="getting-started-progress">
            {t("home.gettingStarted.progress", { done, total })}
          </span>
        )}
        {allDone && (
          <button
            type="button"
            className="wms-getting-started__toggle"
            aria-expanded={open}
            aria-controls={listId}
            data-testid="getting-started-toggle"
            onClick={() => setExpanded((e) => !e)}
          >
            {t(open ? "home.gettingStarted.hide" : "home.gettingStarted.show")}
          </button>
        )}
      </div>
      <ol id={listId} hidden={!open}>
        {items.map(({ step, done: isDone }) => {
          const title = t(`home.gettingStarted.steps.${step}.title`);
          const { path } = stepScreens[step];
          return (
            <li key={step} data-testid={`getting-started-${step}`} data-done={String(isDone)}>
              <PlainIcon
                name={isDone ? "checkCircle" : "circle"}
                className={isDone ? "wms-step-mark wms-step-mark--done" : "wms-step-mark"}
              />
              <div>
                {canOpen(path) ? (
                  <Link to={stepLink(step, providerUuid)}>{title}</Link>
                ) : (
                  <strong>{title}</strong>
                )}
                {/* The mark is hidden from screen readers: this says the state instead. */}
                <span className="wms-visually-hidden">
                  {t(isDone ? "home.gettingStarted.done" : "home.gettingStarted.toDo")}
                </span>
                <span className="wms-secondary">
                  {canOpen(path)
                    ? t(`home.gettingStarted.steps.${step}.hint`)
                    : t("home.gettingStarted.providerOnly")}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
