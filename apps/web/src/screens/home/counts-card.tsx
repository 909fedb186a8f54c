import { useQuery } from "@tanstack/react-query";
import { returnFigureWindows, type TCountFigures } from "@wms/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyNote } from "../../components/plain-parts.tsx";
import { ToggleGroup } from "../../components/toggle-group.tsx";
import { countFiguresKey, countsApi } from "../counts/counts-api.ts";
import {
  CountAccuracy,
  CountLocations,
  CustomerLosses,
  MonthAdjustments,
  MonthsTable,
  sixMonths,
} from "./counts-figures.tsx";
import { FiguresCard } from "./figures-card.tsx";

type TWindow = (typeof returnFigureWindows)[number];

/** No count ended in the window, none waits and no month was adjusted: the card says so in one note. */
const isQuiet = (data: TCountFigures) =>
  data.accuracy.counted === 0 &&
  data.waiting_review === 0 &&
  data.waiting_recount === 0 &&
  data.by_month.length === 0;

function CountsBody({ data }: { data: TCountFigures }) {
  const { t } = useTranslation();
  if (isQuiet(data))
    return (
      <EmptyNote
        text={t("home.counts.empty", {
          days: data.days,
          never: data.never_counted,
          locations: data.locations,
        })}
        testId="counts-empty"
      />
    );
  const months = sixMonths(data.by_month);
  const thisMonth = months[months.length - 1];
  return (
    <div className="wms-figures__body">
      <div className="wms-counts__main">
        <CountAccuracy accuracy={data.accuracy} days={data.days} />
        <div className="wms-counts__pair">
          <CountLocations data={data} />
          {thisMonth && <MonthAdjustments month={thisMonth} />}
        </div>
        <MonthsTable months={months} />
      </div>
      <CustomerLosses rows={data.by_customer} />
    </div>
  );
}

/**
 * The counts card of the staff's dashboard (GET counts/query-count-figures): over the last 30, 90 or 365
 * days, the count accuracy (locations counted without a variance of those counted) and the customers whose
 * stock the counts adjusted most; now, the locations never counted and those waiting for a review or a
 * recount (the way to the review); and the value of the count adjustments this month and in each of the
 * last six. The provider and its operators see it (the counts are the warehouse's), never a drop shipper.
 */
export function CountsCard() {
  const { t } = useTranslation();
  const [days, setDays] = useState<TWindow>(90);
  const query = { days };
  const figures = useQuery({
    queryKey: countFiguresKey(query),
    queryFn: () => countsApi.figures(query),
    // Another period keeps the figures shown (the card busy) until its own arrive.
    placeholderData: (previous) => previous,
  });
  return (
    <FiguresCard
      name="counts"
      icon="fileSearch"
      query={figures}
      tools={
        <>
          <ToggleGroup
            label={t("home.counts.window")}
            options={returnFigureWindows.map((d) => ({
              value: d,
              label: t("home.counts.windowDays", { count: d }),
            }))}
            value={days}
            onChange={setDays}
            testId="counts-window"
          />
          <Link to="/p/counts" className="wms-figures__link">
            {t("home.counts.open")}
          </Link>
        </>
      }
    >
      {(data) => <CountsBody data={data} />}
    </FiguresCard>
  );
}
