import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authEndpoints, googleRefusalOf } from "@wms/contracts";
import { Alert, App, Button, Flex, Popconfirm, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { call } from "../../api/client.ts";

const statusKey = ["auth", "google-status"] as const;

/**
 * Security settings: the linked Google account (docs/google-sign-in.md). Link sends the browser to Google
 * and back here (`?google=linked`, or `?google_error=` with the reason); unlink asks first, and is refused
 * while Google is the account's only way to sign in (no password).
 */
export function GoogleLinkSettings() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const status = useQuery({ queryKey: statusKey, queryFn: () => call(authEndpoints.googleStatus) });
  const link = useMutation({
    mutationFn: async () => window.location.assign((await call(authEndpoints.googleLinkStart)).url),
  });
  const unlink = useMutation({
    mutationFn: () => call(authEndpoints.googleUnlink),
    onSuccess: () => {
      void message.success(t("settings.security.google.unlinked"));
      void queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
  const data = status.data;
  if (!data?.enabled) return null;
  const refusal = googleRefusalOf(params.get("google_error"));
  return (
    <section
      aria-labelledby="google-link-title"
      data-testid="google-link-settings"
      style={{ marginTop: 32, maxWidth: 560 }}
    >
      <Typography.Title level={5} id="google-link-title">
        {t("settings.security.google.title")}
      </Typography.Title>
      {params.get("google") === "linked" && data.email && (
        <Alert
          type="success"
          showIcon
          title={t("settings.security.google.linked")}
          style={{ marginBottom: 12 }}
        />
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          title={t(`auth.google.errors.${refusal}`)}
          style={{ marginBottom: 12 }}
        />
      )}
      {data.email ? (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text data-testid="google-linked-as">
            {t("settings.security.google.linkedAs", {
              email: data.email,
              date: dayjs(data.linked_at).format("YYYY-MM-DD"),
            })}
          </Typography.Text>
          {data.has_password ? (
            <Popconfirm
              title={t("settings.security.google.unlinkConfirm", { email: data.email })}
              okText={t("settings.security.google.unlink")}
              okButtonProps={{ danger: true }}
              cancelText={t("common.cancel")}
              onConfirm={() => unlink.mutateAsync()}
            >
              <Button danger loading={unlink.isPending}>
                {t("settings.security.google.unlink")}
              </Button>
            </Popconfirm>
          ) : (
            <Alert type="info" showIcon title={t("settings.security.google.onlyWay")} />
          )}
        </Flex>
      ) : (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text type="secondary">{t("settings.security.google.notLinked")}</Typography.Text>
          <Button onClick={() => link.mutate()} loading={link.isPending || link.isSuccess}>
            {t("settings.security.google.link")}
          </Button>
        </Flex>
      )}
    </section>
  );
}
