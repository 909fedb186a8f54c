import { ApiOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TShop } from "@wms/contracts";
import { App, Button } from "antd";
import { useTranslation } from "react-i18next";
import { storesApi, storesKey } from "./stores-api.ts";

/**
 * Ask one of the drop shipper's active shops again whether the platform's access works (its name and
 * scopes are refreshed, a token renewed when due). The server's answer is the message; a refusal (token
 * revoked: bind it again) pops up as the client shows errors. Either way the list is read again, since
 * the shop's name, scopes or last error may have changed.
 */
export function VerifyAction({ shop, providerUuid }: { shop: TShop; providerUuid: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () => storesApi.verify({ shop_id: shop.shop_id, provider_uuid: providerUuid }),
    onSuccess: (res) => void message.success(res.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storesKey }),
  });
  return (
    <Button
      size="small"
      icon={<ApiOutlined />}
      loading={verify.isPending}
      onClick={() => verify.mutate()}
      aria-label={t("stores.verify.label", { shop: shop.shop_url })}
      data-testid={`verify-${shop.shop_url}`}
    >
      {t("stores.verify.action")}
    </Button>
  );
}
