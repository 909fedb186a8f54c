import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PublicPage } from "./public-page.tsx";

type TFeeRow = { service: string; unit: string; note: string };

/** The fee structure of warehouse services; each provider sets its own amounts in its contract. */
export function PriceTagScreen() {
  const { t } = useTranslation();
  const rows = t("public.priceTag.rows", { returnObjects: true }) as TFeeRow[];
  return (
    <PublicPage title={t("public.priceTag.title")}>
      <Typography.Paragraph>{t("public.priceTag.intro")}</Typography.Paragraph>
      <Table<TFeeRow>
        rowKey="service"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t("public.priceTag.service"), dataIndex: "service" },
          { title: t("public.priceTag.unit"), dataIndex: "unit" },
          { title: t("public.priceTag.note"), dataIndex: "note" },
        ]}
      />
    </PublicPage>
  );
}
