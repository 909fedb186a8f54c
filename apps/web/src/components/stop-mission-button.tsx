import { StopOutlined } from "@ant-design/icons";
import { Button, type ButtonProps, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";

/**
 * Stop a running background mission, after a confirmation (`confirm`, what stays in `warning`). The
 * button and the confirmation's OK say `label`; its test ids are `testId` and `testId-confirm`.
 */
export function StopMissionButton(props: {
  label: string;
  confirm: string;
  warning: string;
  testId: string;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={props.confirm}
      description={props.warning}
      okText={props.label}
      okButtonProps={{ danger: true, "data-testid": `${props.testId}-confirm` } as ButtonProps}
      cancelText={t("common.cancel")}
      // the client already showed why a refusal failed; the mission is read again either way
      onConfirm={() => props.onConfirm().catch(() => undefined)}
    >
      <Button danger icon={<StopOutlined />} data-testid={props.testId}>
        {props.label}
      </Button>
    </Popconfirm>
  );
}
