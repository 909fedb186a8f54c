import { SettingOutlined, UploadOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Checkbox, Flex } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { useSession } from "../../session/use-session.ts";
import { SpreadsheetImportModal } from "../products/spreadsheet-import-modal.tsx";
import { QuotaModal } from "./quota-modal.tsx";
import { sourcingApi, sourcingKey } from "./sourcing-api.ts";
import { SourcingList } from "./sourcing-list.tsx";
import { SourcingRequestForm } from "./sourcing-request-form.tsx";

type TImportAnswer = Awaited<ReturnType<typeof sourcingApi.importSheet>>["data"];

/** Requests from a spreadsheet: the template, the upload, the refused rows; "submit anyway" for known links. */
function SourcingImport({ providerUuid }: { providerUuid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [anyway, setAnyway] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t("sourcing.import.button")}
      </Button>
      <SpreadsheetImportModal<TImportAnswer>
        open={open}
        onClose={() => setOpen(false)}
        templateType="sourcing"
        needsOwner={false}
        extra={
          <Checkbox checked={anyway} onChange={(e) => setAnyway(e.target.checked)}>
            {t("sourcing.import.anyway")}
          </Checkbox>
        }
        texts={{
          title: t("sourcing.import.title"),
          template: t("sourcing.import.template"),
          ownerFirst: "",
          drop: t("sourcing.import.drop"),
          running: t("sourcing.import.running"),
          hint: t("sourcing.import.hint"),
          close: t("common.close"),
          failed: t("sourcing.failed"),
          refused: (count) => t("sourcing.import.refused", { count }),
          summary: (data) => t("sourcing.import.done", { count: data.list.length }),
        }}
        importFile={(file) => sourcingApi.importSheet(providerUuid, file, anyway)}
        onImported={() => queryClient.invalidateQueries({ queryKey: sourcingKey })}
      />
    </>
  );
}

/** /ds/sourcing, "Quick Sourcing with History": ask for products, follow and confirm the quotes. */
export function DsSourcingScreen() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("sourcing.noProvider")}>
      {(providerUuid) => (
        <Flex vertical gap={16}>
          <SourcingRequestForm providerUuid={providerUuid} />
          <SourcingList
            area="ds"
            providerUuid={providerUuid}
            toolbar={<SourcingImport providerUuid={providerUuid} />}
          />
        </Flex>
      )}
    </ProviderScoped>
  );
}

/** /p/sourcing: the customers' requests, worked by the staff (assign, start, quote, reject) under daily quotas. */
export function PSourcingScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const [quotas, setQuotas] = useState(false);
  return (
    <>
      <SourcingList
        area="p"
        toolbar={
          <Button icon={<SettingOutlined />} onClick={() => setQuotas(true)}>
            {t("sourcing.quotasButton")}
          </Button>
        }
      />
      <QuotaModal open={quotas} onClose={() => setQuotas(false)} canEdit={session?.role === "provider"} />
    </>
  );
}
