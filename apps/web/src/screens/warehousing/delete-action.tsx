import { DeleteOutlined } from "@ant-design/icons";
import { App, Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";

/**
 * Delete with confirmation. A refusal (the row is still referenced, 4009) is shown by the API client
 * with the server's message, which names what still uses it.
 */
export function DeleteAction(props: { name: string; remove: () => Promise<unknown>; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={t("warehousing.deleteConfirm", { name: props.name })}
      okText={t("common.delete")}
      okButtonProps={{ danger: true }}
      cancelText={t("common.cancel")}
      onConfirm={() =>
        props.remove().then(
          () => {
            void message.success(t("warehousing.deleted", { name: props.name }));
            props.onDeleted();
          },
          // the client already showed why; keep the row
          () => undefined,
        )
      }
    >
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("common.delete")}>
        {t("common.delete")}
      </Button>
    </Popconfirm>
  );
}
