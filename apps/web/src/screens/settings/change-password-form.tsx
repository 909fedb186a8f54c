import { useMutation } from "@tanstack/react-query";
import type { TArea } from "@wms/contracts";
import { App, Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { changePassword } from "../../api/auth-api.ts";
import { showFormError } from "../../components/form-errors.ts";
import { NewPasswordFields } from "../../components/password-fields.tsx";
import { clearPasswordChangeRequired } from "../../session/password-change-flag.ts";
import { clearSession, loginPathOf, readSession } from "../../session/session-store.ts";

type TValues = { old_password: string; new_password: string; confirm_password: string };

/**
 * Change password (Security and Authentication settings). The server revokes every token of the account,
 * so a success signs the user out and sends them to their login.
 */
export function ChangePasswordForm({ area, onDone }: { area: TArea; onDone?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const mutation = useMutation({
    mutationFn: (v: TValues) =>
      changePassword({
        username: readSession(area)?.username ?? "",
        old: v.old_password,
        next: v.new_password,
        confirm: v.confirm_password,
      }),
    onSuccess: () => {
      clearPasswordChangeRequired(area);
      void message.success(t("settings.security.changed"));
      onDone?.();
      clearSession(area);
      window.location.assign(loginPathOf(area));
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  return (
    <Form<TValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={(v) => mutation.mutate(v)}
      data-testid="change-password-form"
    >
      <Form.Item
        name="old_password"
        label={t("settings.security.oldPassword")}
        rules={[{ required: true, message: t("validation.required") }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        {t("settings.security.submit")}
      </Button>
    </Form>
  );
}
