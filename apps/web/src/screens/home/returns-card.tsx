import { useQuery } from "@tanstack/react-query";
import { returnFigureWindows, type TArea, type TReturnFigures } from "@wms/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyNote } from "../../components/plain-parts.tsx";
import { ToggleGroup } from "../../components/toggle-group.tsx";
import { returnFiguresKey, returnsApi } from "../returns/returns-api.ts";
import { FiguresCard } from "./figures-card.tsx";
import { CustomerRates, InspectionFigures, ReturnRateTotal, SkuRates } from "./returns-figures.tsx";

type TWindow = (typeof returnFigureWindows)[number];

/** Nothing came back in the window and no parcel waits: the card says so instead of empty figures. */
const isQuiet = (data: TReturnFigures) =>
  data.total.returned === 0 && data.inspection.received === 0 && data.inspection.waiting === 0;

function ReturnsBody({ data, staff }: { data: TReturnFigures; staff: boolean }) {
  const { t } = useTranslation();
  if (isQuiet(data))
    return <EmptyNote text={t("home.returns.empty", { days: data.days })} testId="returns-empty" />;
  return (
    <div className="wms-figures__body">
      <div className="wms-returns__rates">
        <ReturnRateTotal total={data.total} days={data.days} />
        <SkuRates rows={data.by_sku} />
        {staff && <CustomerRates rows={data.by_customer} />}
      </div>
      <InspectionFigures inspection={data.inspection} />
    </div>
  );
}

/**
 * The returns card of both dashboards (GET returns/query-return-figures): over the last 30, 90 or 365 days,
 * the return rate in total, the SKUs (and for staff the customers) that come back most, and the days from
 * a parcel's arrival to the end of its inspection; it opens the returns. Staff see their tenant's; a drop
 * shipper its own goods with the provider in scope.
 */
export function ReturnsCard({ area, providerUuid }: { area: TArea; providerUuid?: string }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<TWindow>(90);
  const query = { provider_uuid: providerUuid, days };
  const figures = useQuery({
    queryKey: returnFiguresKey(query),
    queryFn: () => returnsApi.figures(query),
    // Another period keeps the figures shown (the card busy) until its own arrive; another provider does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].provider_uuid === providerUuid ? previous : undefined,
  });
  const list = area === "p" ? "/p/returns" : `/ds/returns?provider_uuid=${providerUuid ?? ""}`;
  return (
    <FiguresCard
      name="returns"
      icon="rollback"
      query={figures}
      tools={
        <>
          <ToggleGroup
            label={t("home.returns.window")}
            options={returnFigureWindows.map((d) => ({
              value: d,
              label: t("home.returns.windowDays", { count: d }),
            }))}
            value={days}
            onChange={setDays}
            testId="returns-window"
          />
          <Link to={list} className="wms-figures__link">
            {t("home.returns.open")}
          </Link>
        </>
      }
    >
      {(data) => <ReturnsBody data={data} staff={area === "p"} />}
    </FiguresCard>
  );
}
