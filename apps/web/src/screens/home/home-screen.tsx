import { useQuery } from "@tanstack/react-query";
import { authEndpoints, type TArea, type TDashboardOverview } from "@wms/contracts";
import { lazy, type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../api/client.ts";
import { AntdScope } from "../../app/antd-scope.tsx";
import { screensFor } from "../../app/registry.ts";
import { PlainIcon } from "../../components/plain-icons.tsx";
import { Notice, Panel, Placeholder } from "../../components/plain-parts.tsx";
import { useProviderScope } from "../../components/provider-scope.ts";
import { useArea, useSession } from "../../session/use-session.ts";
import { CountsCard } from "./counts-card.tsx";
import { DashboardCounters } from "./dashboard-counters.tsx";
import { LowStockList, TopSalesList } from "./dashboard-lists.tsx";
import { GettingStarted } from "./getting-started.tsx";
import { fetchDashboard } from "./home-api.ts";
import { MonthFeesCounter } from "./month-fees-counter.tsx";
import { OrderTrendChart } from "./order-trend-chart.tsx";
import { ReturnsCard } from "./returns-card.tsx";
import { RevenueCard } from "./revenue-card.tsx";
import "./home.css";

// antd's Select: loaded only for a drop shipper with several providers.
const ProviderPicker = lazy(() =>
  import("../../components/use-provider-scope.tsx").then((m) => ({ default: m.ProviderPicker })),
);

/** The dashboard of one tenant (staff) or of the drop shipper's goods with one provider. */
function DashboardPanels({ area, providerUuid }: { area: TArea; providerUuid?: string }) {
  const { t } = useTranslation();
  const dashboard = useQuery({
    queryKey: ["dashboard", area, providerUuid],
    queryFn: () => fetchDashboard(area, providerUuid),
  });
  const data = dashboard.data;
  const session = useSession();
  const role = session?.role;
  const hasShops = (session?.shops.length ?? 0) > 0;
  // The screens the user's role may open (the registry's rule): a step on another screen has no link.
  const openable = useMemo(
    () => new Set((role ? screensFor(area, role, { hasShops }) : []).map((s) => `/${s.area}/${s.path}`)),
    [area, role, hasShops],
  );
  const body = (node: (d: TDashboardOverview) => ReactNode) => {
    if (data) return node(data);
    if (dashboard.isError) return <Notice type="error" title={t("home.dashboard.failed")} />;
    return <Placeholder />;
  };
  return (
    <>
      {/* Today's counters first: their cards are there from the first paint, and the checklist below them
          (its head held while loading) grows only into what follows. */}
      <DashboardCounters
        area={area}
        providerUuid={providerUuid}
        counters={data?.counters}
        extra={area === "ds" && providerUuid ? <MonthFeesCounter providerUuid={providerUuid} /> : undefined}
      />
      <GettingStarted
        items={data?.getting_started}
        area={area}
        providerUuid={providerUuid}
        canOpen={(path) => openable.has(path)}
      />
      <div className="wms-panels">
        <Panel id="home-trend" title={t("home.orderTrend")} icon={<PlainIcon name="lineChart" />}>
          {body((d) => (
            <OrderTrendChart trend={d.trend} />
          ))}
        </Panel>
        <Panel id="home-low-stock" title={t("home.lowStock")} icon={<PlainIcon name="warning" />}>
          {body((d) => (
            <LowStockList items={d.low_stock.list} total={d.low_stock.total} />
          ))}
        </Panel>
        <Panel id="home-top-sales" title={t("home.topSales")} icon={<PlainIcon name="shopping" />}>
          {body((d) => (
            <TopSalesList items={d.top_sales} />
          ))}
        </Panel>
      </div>
      {/* The provider's revenue: not its operators' (the server refuses them), who share this home. */}
      {area === "p" && role === "provider" && <RevenueCard />}
      {/* The returns: every role's, staff their tenant's, a drop shipper its own with the provider. */}
      <ReturnsCard area={area} providerUuid={providerUuid} />
      {/* The cycle counts: the warehouse's, so the staff's (provider and operators), never a drop
          shipper's. */}
      {area === "p" && <CountsCard />}
    </>
  );
}

/** The drop shipper's dashboard: its own goods with the chosen provider (picker when it has several). */
function ShipperDashboard() {
  const { t } = useTranslation();
  const scope = useProviderScope();
  if (scope.loading) return <Placeholder />;
  if (!scope.providerUuid) return <Notice type="info" title={t("home.dashboard.noProvider")} />;
  return (
    <>
      {scope.providers.length > 1 && (
        // The picker is antd's Select: only a drop shipper with several providers loads antd here.
        <AntdScope fallback={null}>
          <ProviderPicker scope={scope} />
        </AntdScope>
      )}
      <DashboardPanels area="ds" providerUuid={scope.providerUuid} />
    </>
  );
}

/**
 * The home dashboard: greeting, linked providers, today's counters, the getting-started checklist, the
 * order-trend, low-stock and top-sales panels (GET dashboard/overview), then the provider's revenue, the
 * returns' figures and, for staff, the cycle counts' figures. Drawn without antd (home.css): it is the
 * first screen after every sign-in.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const area = useArea();
  const session = useSession();
  const home = useQuery({
    queryKey: ["home", area],
    queryFn: () => call(authEndpoints.home, undefined, { area }),
  });
  const providers = home.data?.providers ?? [];
  return (
    <div className="wms-home">
      <section className="wms-card">
        <h1 data-testid="home-greeting">{t("home.greeting", { name: session?.username ?? "" })}</h1>
        <p className="wms-secondary wms-home__subtitle">
          {t(area === "p" ? "home.subtitleProvider" : "home.subtitleShipper")}
        </p>
        {/* The line is held while the account's providers load (every account but a new drop shipper's
            has one), so what is below does not jump when they arrive. */}
        {(home.isPending || providers.length > 0) && (
          <div className="wms-home__providers" aria-busy={home.isPending}>
            <span className="wms-secondary">{t("home.providers")}:</span>
            {home.isPending ? (
              <span className="wms-chip">…</span>
            ) : (
              providers.map((p) => (
                <span key={p.provider_uuid} className="wms-chip">
                  {p.name_of_provider}
                </span>
              ))
            )}
          </div>
        )}
      </section>
      {area === "p" ? <DashboardPanels area="p" /> : <ShipperDashboard />}
    </div>
  );
}
