import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TCountPlan, TCountTask } from "@wms/contracts";
import { Drawer, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { numberColumn, textColumn } from "../../components/data-table/columns.tsx";
import { CountTaskStatusTag } from "./count-status.tsx";
import { countsApi, countsKey } from "./counts-api.ts";

const pageSize = 50;

/**
 * A plan's locations in walk order (open while `plan` is set): walk, place in the walk, location, status,
 * round and who counted it; paged here (the plans list keeps the URL's paging).
 */
export function CountPlanTasksDrawer(props: { plan: TCountPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const planId = props.plan?.id;
  const tasks = useQuery({
    queryKey: [...countsKey, "plan-tasks", planId, page],
    queryFn: () => countsApi.tasks({ plan_id: planId, cur_page: page, page_size: pageSize }),
    enabled: Boolean(planId),
    placeholderData: keepPreviousData,
  });
  const c = (key: string) => t(`counts.fields.${key}`);
  const close = () => {
    setPage(1);
    props.onClose();
  };
  return (
    <Drawer
      open={props.plan !== null}
      onClose={close}
      size="large"
      title={props.plan ? t("counts.plans.tasksTitle", { code: props.plan.code }) : ""}
    >
      <Table<TCountTask>
        data-testid="count-plan-tasks"
        size="small"
        rowKey="id"
        loading={tasks.isFetching}
        dataSource={tasks.data?.list ?? []}
        scroll={{ x: true }}
        pagination={{
          current: page,
          pageSize,
          total: tasks.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          numberColumn<TCountTask>("walk", c("walk")),
          numberColumn<TCountTask>("seq", c("seq")),
          textColumn<TCountTask>("location_code", c("location")),
          {
            key: "status",
            title: c("status"),
            render: (_v, task) => <CountTaskStatusTag status={task.status} />,
          },
          numberColumn<TCountTask>("round", c("round")),
          textColumn<TCountTask>("counted_by", c("countedBy"), { render: (v: string) => v || "—" }),
        ]}
      />
    </Drawer>
  );
}
