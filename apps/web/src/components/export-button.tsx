import { ExportOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import type { TMission } from "@wms/contracts";
import { App, Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useArea } from "../session/use-session.ts";

/**
 * A list's Export button: `start` starts the export mission (with the list's filters); a notification
 * then says it runs in the background and leads to the tasks center, where the file is downloaded (the
 * websocket's export notification also says when it is ready). `onStarted` lets a screen follow it.
 */
export function ExportButton(props: {
  start: () => Promise<TMission>;
  onStarted?: (mission: TMission) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const area = useArea();
  const exporting = useMutation({
    mutationFn: props.start,
    onSuccess: (mission) => {
      props.onStarted?.(mission);
      notification.success({
        key: "export-started",
        title: t("tasks.export.started"),
        description: t("tasks.export.where"),
        btn: (
          <Button
            type="primary"
            size="small"
            onClick={() => navigate(`/${area}/tasks`)}
            data-testid="open-tasks"
          >
            {t("tasks.export.openTasks")}
          </Button>
        ),
      });
    },
  });
  return (
    <Button
      icon={<ExportOutlined />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate()}
      data-testid={props.testId}
    >
      {t("tasks.export.button")}
    </Button>
  );
}
