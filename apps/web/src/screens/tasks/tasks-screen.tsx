import { DownloadOutlined, RedoOutlined, StopOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { missionsEndpoints, type TMission } from "@wms/contracts";
import { Button, Popconfirm, Progress, Space, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { call } from "../../api/client.ts";
import { downloadResultFile } from "../../api/download.ts";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { formatTime } from "../../components/format.ts";
import {
  MissionStatusTag,
  missionErrorText,
  missionProgressStatus,
} from "../../components/mission-status.tsx";
import { missionName } from "./mission-name.ts";

/** Tasks center: the user's background missions with live progress (the socket refreshes this list). */
export function TasksScreen() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["missions"] });
  const stop = useMutation({
    mutationFn: (id: string) => call(missionsEndpoints.stop, { id }),
    onSuccess: refresh,
  });
  const reset = useMutation({
    mutationFn: (id: string) => call(missionsEndpoints.reset, { id }),
    onSuccess: refresh,
  });
  const statusOptions = (["pending", "running", "completed", "failed", "unknown"] as const).map((value) => ({
    value,
    label: t(`tasks.status.${value}`),
  }));
  return (
    <DataTable<TMission>
      testId="tasks-table"
      title={t("tasks.title")}
      queryKey={["missions", "list"]}
      fetchPage={(params) => call(missionsEndpoints.list, params)}
      rowKey="id"
      search={false}
      filters={[{ kind: "select", name: "status", label: t("tasks.statusLabel"), options: statusOptions }]}
      emptyText={t("tasks.empty")}
      columns={[
        {
          key: "name",
          title: t("tasks.name"),
          render: (_v, m) => missionName(i18n, m),
        },
        {
          key: "progress",
          title: t("tasks.progress"),
          width: 200,
          render: (_v, m) => (
            <Progress
              percent={m.progress}
              size="small"
              status={missionProgressStatus(m.status)}
              aria-label={t("tasks.progressOf", { name: missionName(i18n, m) })}
            />
          ),
        },
        {
          key: "status",
          title: t("tasks.statusLabel"),
          width: 130,
          render: (_v, m) => (
            <Space direction="vertical" size={0}>
              <MissionStatusTag status={m.status} />
              {m.error && (
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {missionErrorText(i18n, m.error)}
                </Typography.Text>
              )}
            </Space>
          ),
        },
        {
          key: "started_at",
          title: t("tasks.started"),
          width: 180,
          render: (_v, m) => formatTime(m.started_at),
        },
        {
          key: "finished_at",
          title: t("tasks.finished"),
          width: 180,
          render: (_v, m) => formatTime(m.finished_at),
        },
        {
          key: "actions",
          title: t("common.actions"),
          width: 170,
          render: (_v, m) => (
            <Space>
              {m.result_file && (
                <Tooltip title={t("tasks.download")}>
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    aria-label={t("tasks.download")}
                    onClick={() => void downloadResultFile(m.result_file as string)}
                  />
                </Tooltip>
              )}
              {m.can_stop && (
                <Popconfirm
                  title={t("tasks.stopConfirm")}
                  okText={t("tasks.stop")}
                  cancelText={t("common.cancel")}
                  onConfirm={() => stop.mutateAsync(m.id)}
                >
                  <Button size="small" danger icon={<StopOutlined />}>
                    {t("tasks.stop")}
                  </Button>
                </Popconfirm>
              )}
              {m.can_repeat && (
                <Button size="small" icon={<RedoOutlined />} onClick={() => reset.mutate(m.id)}>
                  {t("tasks.reset")}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
