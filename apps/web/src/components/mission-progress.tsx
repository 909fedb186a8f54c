import type { TMission } from "@wms/contracts";
import { Alert, Flex, Progress, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "./format.ts";
import { MissionStatusTag, missionErrorText, missionProgressStatus } from "./mission-status.tsx";

/**
 * A background mission as a panel shows it: its status and progress bar (labelled `texts.progress`),
 * why it failed and what to do (`texts.failed`, `texts.failedHint`), and when it ended. Test ids start
 * with `testIdPrefix` (`-progress`, `-failed`, `-finished`); the status tag's is `statusTestId`.
 */
export function MissionProgress(props: {
  mission: TMission;
  testIdPrefix: string;
  statusTestId?: string;
  texts: { progress: string; failed: string; failedHint: string };
}) {
  const { t, i18n } = useTranslation();
  const { mission, testIdPrefix: id, texts } = props;
  return (
    <>
      <Flex gap={12} align="center" wrap>
        <MissionStatusTag status={mission.status} testId={props.statusTestId} />
        <Progress
          percent={mission.progress}
          status={missionProgressStatus(mission.status)}
          style={{ flex: 1, minWidth: 200, margin: 0 }}
          aria-label={texts.progress}
          data-testid={`${id}-progress`}
        />
      </Flex>
      {mission.status === "failed" && (
        <Alert
          type="error"
          showIcon
          title={texts.failed}
          description={
            <Flex vertical>
              {mission.error && <span>{missionErrorText(i18n, mission.error)}</span>}
              <span>{texts.failedHint}</span>
            </Flex>
          }
          data-testid={`${id}-failed`}
        />
      )}
      {mission.finished_at !== null && (
        <Typography.Text type="secondary" data-testid={`${id}-finished`}>
          {t("tasks.endedAt", { time: formatTime(mission.finished_at) })}
        </Typography.Text>
      )}
    </>
  );
}
