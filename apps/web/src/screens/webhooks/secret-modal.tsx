import { useMutation } from "@tanstack/react-query";
import type { TWebhook } from "@wms/contracts";
import { Alert, Button, Modal, Popconfirm, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { webhooksApi } from "./webhooks-api.ts";

/** The signing secret: shown after creation, or revealed / rotated on request. */
export function SecretModal(props: {
  providerUuid: string;
  target: { webhook: TWebhook; secret?: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<string | undefined>();
  useEffect(() => setSecret(props.target?.secret), [props.target]);
  const ref = { provider_uuid: props.providerUuid, id: props.target?.webhook.id ?? "" };
  const reveal = useMutation({
    mutationFn: () => webhooksApi.revealSecret(ref),
    onSuccess: (r) => setSecret(r.secret),
  });
  const rotate = useMutation({
    mutationFn: () => webhooksApi.rotateSecret(ref),
    onSuccess: (r) => setSecret(r.secret),
  });
  return (
    <Modal
      open={!!props.target}
      title={t("webhooks.secretTitle", { name: props.target?.webhook.name ?? "" })}
      onCancel={props.onClose}
      footer={<Button onClick={props.onClose}>{t("common.done")}</Button>}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("webhooks.secretHint")}</Typography.Paragraph>
      {secret ? (
        <Typography.Paragraph copyable={{ text: secret }} data-testid="webhook-secret">
          <code>{secret}</code>
        </Typography.Paragraph>
      ) : (
        <Button onClick={() => reveal.mutate()} loading={reveal.isPending}>
          {t("webhooks.reveal")}
        </Button>
      )}
      <Space direction="vertical" style={{ marginTop: 16, width: "100%" }}>
        <Alert type="info" showIcon title={t("webhooks.rotateHint")} />
        <Popconfirm
          title={t("webhooks.rotateConfirm")}
          okText={t("common.confirm")}
          cancelText={t("common.cancel")}
          onConfirm={() => rotate.mutateAsync()}
        >
          <Button danger loading={rotate.isPending}>
            {t("webhooks.rotate")}
          </Button>
        </Popconfirm>
      </Space>
    </Modal>
  );
}
