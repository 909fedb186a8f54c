import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { settingsEndpoints, shippedMailModes, type TArea, type TShippedMailMode } from "@wms/contracts";
import { App, Radio, Skeleton, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { call } from "../../api/client.ts";

const preferencesKey = (area: TArea) => ["preferences", area, "notifications"] as const;

/** The calls of the tab (an object, so tests answer them in place). */
export const notificationsApi = {
  preferences: (area: TArea) => call(settingsEndpoints.preferences, undefined, { area }),
  save: (area: TArea, shipped_mail: TShippedMailMode) =>
    call(settingsEndpoints.savePreferences, { shipped_mail }, { area }),
};

/**
 * How a drop shipper hears of shipped orders (issue 40 item 7, docs/digests.md): a mail per order as it
 * ships (the default), or one mail a day listing the day's shipped orders. Saved as soon as it is chosen.
 */
export function NotificationSettings({ area }: { area: TArea }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: preferencesKey(area),
    queryFn: () => notificationsApi.preferences(area),
  });
  const save = useMutation({
    mutationFn: (shipped_mail: TShippedMailMode) => notificationsApi.save(area, shipped_mail),
    onSuccess: (data) => {
      queryClient.setQueryData(preferencesKey(area), data);
      void message.success(t("common.saved"));
    },
  });
  if (preferences.isPending) return <Skeleton active />;
  const value = save.isPending ? save.variables : (preferences.data?.shipped_mail ?? "each");
  return (
    <Space direction="vertical" size={12}>
      <Typography.Text strong id="shipped-mail-label">
        {t("settings.notifications.shippedMail")}
      </Typography.Text>
      <Radio.Group
        aria-labelledby="shipped-mail-label"
        value={value}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.target.value as TShippedMailMode)}
        data-testid="shipped-mail"
      >
        <Space direction="vertical">
          {shippedMailModes.map((mode) => (
            <Radio key={mode} value={mode} data-testid={`shipped-mail-${mode}`}>
              {t(`settings.notifications.modes.${mode}`)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Typography.Text type="secondary">{t("settings.notifications.digestHint")}</Typography.Text>
    </Space>
  );
}
