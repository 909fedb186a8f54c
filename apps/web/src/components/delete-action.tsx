import { DeleteOutlined } from "@ant-design/icons";
import { App, Button, Popconfirm, type PopconfirmProps } from "antd";
import type { ReactNode } from "react";
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
    <DeleteConfirm
      title={props.confirm}
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
    </DeleteConfirm>
  );
}

/** The confirmation in front of a delete ("Delete" in danger colour, "Cancel"), opened by its child button. */
export function DeleteConfirm(props: {
  title: ReactNode;
  onConfirm: PopconfirmProps["onConfirm"];
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={props.title}
      okText={t("common.delete")}
      okButtonProps={{ danger: true }}
      cancelText={t("common.cancel")}
      disabled={props.disabled}
      onConfirm={props.onConfirm}
    >
      {props.children}
    </Popconfirm>
  );
}
