import { useQuery } from "@tanstack/react-query";
import { Flex, Skeleton, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { countsApi, countsKey } from "./counts-api.ts";

/** Enough for a look down the aisle; the list reads again after each location. */
const shown = 12;

/**
 * The locations still to count in walk order (of one walk when chosen): their codes only, the first one
 * marked as the next. A recount shows here for the operators who did not count it first.
 */
export function CountNextLocations(props: { planId: string; walk?: number }) {
  const { t } = useTranslation();
  const next = useQuery({
    queryKey: [...countsKey, "to-count", props.planId, props.walk],
    queryFn: () =>
      countsApi.tasks({
        plan_id: props.planId,
        to_count: true,
        walk: props.walk,
        cur_page: 1,
        page_size: shown,
      }),
  });
  if (next.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  const list = next.data?.list ?? [];
  if (list.length === 0)
    return <Typography.Text type="secondary">{t("counts.bench.nothingLeft")}</Typography.Text>;
  return (
    <Flex vertical gap={8} data-testid="count-next">
      <Typography.Text type="secondary">
        {t("counts.bench.leftToCount", { count: next.data?.total ?? list.length })}
      </Typography.Text>
      <Flex wrap gap={8} role="list" aria-label={t("counts.bench.nextLocations")}>
        {list.map((task, index) => (
          <Tag key={task.id} role="listitem" color={index === 0 ? "processing" : undefined}>
            {task.location_code}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
