import { DeleteOutlined } from "@ant-design/icons";
import { App, Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";

export type TDeleteActionProps = {
  /** The confirmation question, naming the row. */
  confirm: string;
  /** The success message, naming the row. */
  deleted: string;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
  /** An icon-only button (its accessible name stays "Delete"). */
  iconOnly?: boolean;
};

/**
 * Delete with confirmation. A refusal (the row is still referenced, 4009) is shown by the API client
 * with the server's message, which names what still uses it.
 */
export function DeleteAction(props: TDeleteActionProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={props.confirm}
      okText={t("common.delete")}
      okButtonProps={{ danger: true }}
      cancelText={t("common.cancel")}
      onConfirm={() =>
        props.remove().then(
          () => {
            void message.success(props.deleted);
            props.onDeleted();
          },
          // the client already showed why; keep the row
          () => undefined,
        )
      }
    >
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("common.delete")}>
        {props.iconOnly ? null : t("common.delete")}
      </Button>
    </Popconfirm>
  );
}
