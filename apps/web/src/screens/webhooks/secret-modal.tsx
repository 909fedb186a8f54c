import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TWebhook } from "@wms/contracts";
import { Alert, Button, Modal, Popconfirm, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { webhooksApi, webhooksKey } from "./webhooks-api.ts";

/**
 * The signing secret: shown after creation, or revealed / rotated on request. After a rotation the
 * previous secret is still accepted for 24 hours; the modal says until when.
 */
export function SecretModal(props: {
  providerUuid: string;
  target: { webhook: TWebhook; secret?: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | undefined>();
  const [previousUntil, setPreviousUntil] = useState<number | null>(null);
  useEffect(() => {
    setSecret(props.target?.secret);
    setPreviousUntil(props.target?.webhook.previous_secret_expires_at ?? null);
  }, [props.target]);
  const ref = { provider_uuid: props.providerUuid, id: props.target?.webhook.id ?? "" };
  const reveal = useMutation({
    mutationFn: () => webhooksApi.revealSecret(ref),
    onSuccess: (r) => {
      setSecret(r.secret);
      setPreviousUntil(r.previous_secret_expires_at);
    },
  });
  const rotate = useMutation({
    mutationFn: () => webhooksApi.rotateSecret(ref),
    onSuccess: (r) => {
      setSecret(r.secret);
      setPreviousUntil(r.previous_secret_expires_at);
      void queryClient.invalidateQueries({ queryKey: webhooksKey });
    },
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
        {previousUntil ? (
          <Alert
            type="warning"
            showIcon
            data-testid="webhook-previous-secret"
            title={t("webhooks.previousSecretUntil", { time: formatTime(previousUntil) })}
          />
        ) : null}
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
