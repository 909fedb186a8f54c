import type { TArea } from "@wms/contracts";
import { Alert, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { isPasswordChangeRequired } from "../../session/password-change-flag.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";

/** Opened from the user menu, and forced open while the account still has its initial password. */
export function ChangePasswordModal({
  open,
  onClose,
  area,
}: {
  open: boolean;
  onClose: () => void;
  area: TArea;
}) {
  const { t } = useTranslation();
  const forced = isPasswordChangeRequired(area);
  return (
    <Modal
      open={open || forced}
      title={t("settings.security.title")}
      footer={null}
      onCancel={forced ? undefined : onClose}
      closable={!forced}
      mask={{ closable: !forced }}
      destroyOnHidden
    >
      {forced && (
        <Alert
          type="warning"
          showIcon
          title={t("settings.security.mustChange")}
          style={{ marginBottom: 16 }}
        />
      )}
      <ChangePasswordForm area={area} onDone={onClose} />
    </Modal>
  );
}
