import { DeleteOutlined } from "@ant-design/icons";
import { App, Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";

/** Delete with confirmation; a refusal (still used, 4009) is shown by the API client with the server's reason. */
export function LogisticsDelete(props: {
  name: string;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={t("logistics.deleteConfirm", { name: props.name })}
      okText={t("common.delete")}
      okButtonProps={{ danger: true }}
      cancelText={t("common.cancel")}
      onConfirm={() =>
        props.remove().then(
          () => {
            void message.success(t("logistics.deleted", { name: props.name }));
            props.onDeleted();
          },
          () => undefined,
        )
      }
    >
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("common.delete")} />
    </Popconfirm>
  );
}
