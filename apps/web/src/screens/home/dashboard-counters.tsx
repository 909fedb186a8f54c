import { ExceptionOutlined, FileSearchOutlined, InboxOutlined } from "@ant-design/icons";
import type { TArea, TDashboardOverview } from "@wms/contracts";
import { Card, Col, Row, Statistic } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

type TCounter = { key: keyof TDashboardOverview["counters"]; icon: ReactNode; to: string };

/** Today's work: orders to confirm, orders in exception, receipts to receive; each opens its list. */
export function DashboardCounters({
  area,
  providerUuid,
  counters,
}: {
  area: TArea;
  providerUuid: string | undefined;
  counters: TDashboardOverview["counters"] | undefined;
}) {
  const { t } = useTranslation();
  const scope = providerUuid ? `&provider_uuid=${providerUuid}` : "";
  const receipts = area === "p" ? "/p/warehousing-definition?tab=receipts" : "/ds/warehousing?tab=receipts";
  const items: TCounter[] = [
    {
      key: "awaiting_confirmation",
      icon: <FileSearchOutlined />,
      to: `/${area}/order?status=submitted${scope}`,
    },
    { key: "in_exception", icon: <ExceptionOutlined />, to: `/${area}/order?status=exception${scope}` },
    {
      key: "receipts_awaiting_receiving",
      icon: <InboxOutlined />,
      to: `${receipts}&status=submitted${scope}`,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col xs={24} md={8} key={item.key}>
          <Link to={item.to} data-testid={`counter-${item.key}`}>
            <Card hoverable size="small">
              <Statistic
                title={t(`home.dashboard.counters.${item.key}`)}
                value={counters?.[item.key] ?? 0}
                loading={!counters}
                prefix={item.icon}
              />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
