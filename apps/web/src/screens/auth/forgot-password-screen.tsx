import { useMutation } from "@tanstack/react-query";
import { authEndpoints, type TRole } from "@wms/contracts";
import { Alert, Button, Form, Input, Result, Segmented } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { fetchCsrfToken } from "../../api/auth-api.ts";
import { call } from "../../api/client.ts";
import { UsernameField } from "../../components/account-fields.tsx";
import { showFormError } from "../../components/form-errors.ts";
import { NewPasswordFields } from "../../components/password-fields.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { areaOfPath, loginPathOf } from "../../session/session-store.ts";
import { AuthFrame } from "./auth-frame.tsx";

function RequestLink() {
  const { t } = useTranslation();
  const area = areaOfPath(useLocation().pathname) ?? "ds";
  const [role, setRole] = useState<TRole>(area === "p" ? "provider" : "dropShipper");
  const mutation = useMutation({
    mutationFn: async ({ username }: { username: string }) => {
      await fetchCsrfToken();
      return call(authEndpoints.forgotPassword, { username, role });
    },
  });
  if (mutation.isSuccess)
    return (
      <Result
        status="success"
        title={t("auth.resetSentTitle")}
        subTitle={t("auth.resetSent")}
        extra={<Link to={loginPathOf(area)}>{t("auth.backToSignIn")}</Link>}
      />
    );
  return (
    <Form layout="vertical" onFinish={(v: { username: string }) => mutation.mutate(v)} requiredMark={false}>
      {area === "p" && (
        <Form.Item label={t("auth.role")}>
          <Segmented<TRole>
            block
            value={role}
            onChange={setRole}
            options={[
              { label: t("role.provider"), value: "provider" },
              { label: t("role.operator"), value: "operator" },
            ]}
          />
        </Form.Item>
      )}
      <UsernameField>
        <Input autoComplete="username" autoFocus />
      </UsernameField>
      <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
        {t("auth.sendResetLink")}
      </Button>
      <div style={{ marginTop: 16, textAlign: "center" }}>
        <Link to={loginPathOf(area)}>{t("auth.backToSignIn")}</Link>
      </div>
    </Form>
  );
}

function ResetWithToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const area = areaOfPath(useLocation().pathname) ?? "ds";
  const [form] = Form.useForm();
  const mutation = useMutation({
    mutationFn: async (values: { new_password: string; confirm_password: string }) => {
      await fetchCsrfToken();
      return call(authEndpoints.resetPassword, { token, ...values }, { skipErrorMessage: true });
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  if (mutation.isSuccess)
    return (
      <Result
        status="success"
        title={t("auth.passwordReset")}
        extra={
          <Link to={loginPathOf(area)}>
            <Button type="primary">{t("auth.signIn")}</Button>
          </Link>
        }
      />
    );
  return (
    <Form form={form} layout="vertical" onFinish={(v) => mutation.mutate(v)} requiredMark={false}>
      <NewPasswordFields />
      {mutation.error && (
        <Alert type="error" showIcon title={mutation.error.message} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
        {t("auth.setNewPassword")}
      </Button>
    </Form>
  );
}

/** Forgot password (/p/turn-the-table, /ds/turn-the-table): ask for a mailed link, or set a new password with it. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token");
  useDocumentTitle(token ? t("auth.setNewPassword") : t("auth.forgotPassword"));
  return (
    <AuthFrame
      title={token ? t("auth.setNewPassword") : t("auth.forgotPassword")}
      subtitle={token ? undefined : t("auth.forgotPasswordSubtitle")}
    >
      {token ? <ResetWithToken token={token} /> : <RequestLink />}
    </AuthFrame>
  );
}
