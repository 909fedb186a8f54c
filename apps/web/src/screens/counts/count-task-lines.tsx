import { useQuery } from "@tanstack/react-query";
import type { TCountLine } from "@wms/contracts";
import { Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { numberColumn, textColumn } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { moneyColumn } from "../../components/data-table/money-column.ts";
import { countsApi, countsKey } from "./counts-api.ts";

/** Short in the danger colour, over in the warning colour, none in the secondary one (theme tokens). */
function Variance({ units }: { units: number | null }) {
  if (units === null) return <>—</>;
  const type = units < 0 ? "danger" : units > 0 ? "warning" : "secondary";
  return <Typography.Text type={type}>{units > 0 ? `+${units}` : units}</Typography.Text>;
}

/**
 * A counted location's lines, for its review: SKU, name (in the screen's language), owner, batch,
 * expected, counted, variance and its value, and the units of a wave being picked there when it was
 * scanned (they may have been in a tote already, which explains a shortage).
 */
export function CountTaskLines({ taskId }: { taskId: string }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery({
    queryKey: [...countsKey, "task", taskId],
    queryFn: () => countsApi.task(taskId),
  });
  if (!detail.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const zh = i18n.language === "zh_cn";
  const c = (key: string) => t(`counts.fields.${key}`);
  return (
    <ItemsTable<TCountLine>
      data-testid="count-task-lines"
      rowKey="id"
      dataSource={detail.data.lines}
      scroll={{ x: true }}
      columns={[
        textColumn<TCountLine>("sku", c("sku")),
        {
          key: "name",
          title: c("name"),
          render: (_v, line) => (zh ? line.name_cn || line.name_en : line.name_en || line.name_cn),
        },
        textColumn<TCountLine>("owner_code", c("owner")),
        textColumn<TCountLine>("batch", c("batch"), { render: (v: string) => v || "—" }),
        numberColumn<TCountLine>("expected", c("expected"), { render: (v: number | null) => v ?? "—" }),
        numberColumn<TCountLine>("counted", c("counted"), { render: (v: number | null) => v ?? "—" }),
        numberColumn<TCountLine>("variance", c("variance"), {
          render: (v: number | null) => <Variance units={v} />,
        }),
        moneyColumn<TCountLine>("value", c("value"), (line) => line.value),
        {
          key: "in_wave",
          title: c("inWave"),
          render: (_v, line) => (line.in_wave ? t("counts.review.inWave", { count: line.in_wave }) : "—"),
        },
      ]}
    />
  );
}
