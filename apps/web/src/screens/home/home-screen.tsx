import { LineChartOutlined, ShoppingOutlined, WarningOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { authEndpoints, type TArea, type TDashboardOverview } from "@wms/contracts";
import { Alert, Card, Col, Flex, Row, Skeleton, Space, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../api/client.ts";
import { ProviderPicker, useProviderScope } from "../../components/use-provider-scope.tsx";
import { useArea, useSession } from "../../session/use-session.ts";
import { BindShopPrompt } from "../stores/bind-shop-prompt.tsx";
import { DashboardCounters } from "./dashboard-counters.tsx";
import { LowStockList, TopSalesList } from "./dashboard-lists.tsx";
import { fetchDashboard } from "./home-api.ts";
import { OrderTrendChart } from "./order-trend-chart.tsx";

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card
      title={
        <Space>
          {icon}
          {title}
        </Space>
      }
      style={{ height: "100%" }}
    >
      {children}
    </Card>
  );
}

/** The dashboard of one tenant (staff) or of the drop shipper's goods with one provider. */
function DashboardPanels({ area, providerUuid }: { area: TArea; providerUuid?: string }) {
  const { t } = useTranslation();
  const dashboard = useQuery({
    queryKey: ["dashboard", area, providerUuid],
    queryFn: () => fetchDashboard(area, providerUuid),
  });
  const data = dashboard.data;
  const body = (node: (d: TDashboardOverview) => ReactNode) => {
    if (data) return node(data);
    if (dashboard.isError) return <Alert type="error" message={t("home.dashboard.failed")} />;
    return <Skeleton active />;
  };
  return (
    <Flex vertical gap={16}>
      <DashboardCounters area={area} providerUuid={providerUuid} counters={data?.counters} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Panel title={t("home.orderTrend")} icon={<LineChartOutlined />}>
            {body((d) => (
              <OrderTrendChart trend={d.trend} />
            ))}
          </Panel>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Panel title={t("home.lowStock")} icon={<WarningOutlined />}>
            {body((d) => (
              <LowStockList items={d.low_stock.list} total={d.low_stock.total} />
            ))}
          </Panel>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Panel title={t("home.topSales")} icon={<ShoppingOutlined />}>
            {body((d) => (
              <TopSalesList items={d.top_sales} />
            ))}
          </Panel>
        </Col>
      </Row>
    </Flex>
  );
}

/** The drop shipper's dashboard: its own goods with the chosen provider (picker when it has several). */
function ShipperDashboard() {
  const { t } = useTranslation();
  const scope = useProviderScope();
  if (scope.loading) return <Skeleton active />;
  if (!scope.providerUuid) return <Alert type="info" showIcon message={t("home.dashboard.noProvider")} />;
  return (
    <>
      <ProviderPicker scope={scope} />
      <DashboardPanels area="ds" providerUuid={scope.providerUuid} />
    </>
  );
}

/**
 * The home dashboard: greeting, linked providers, today's counters, and the order-trend, low-stock and
 * top-sales panels (GET dashboard/overview).
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
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Card>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="home-greeting">
          {t("home.greeting", { name: session?.username ?? "" })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: providers.length ? 12 : 0 }}>
          {t(area === "p" ? "home.subtitleProvider" : "home.subtitleShipper")}
        </Typography.Paragraph>
        {providers.length > 0 && (
          <Space wrap>
            <Typography.Text type="secondary">{t("home.providers")}:</Typography.Text>
            {providers.map((p) => (
              <Tag key={p.provider_uuid} color="blue">
                {p.name_of_provider}
              </Tag>
            ))}
          </Space>
        )}
      </Card>
      {area === "ds" && session?.shops.length === 0 && <BindShopPrompt />}
      {area === "p" ? <DashboardPanels area="p" /> : <ShipperDashboard />}
    </Space>
  );
}
