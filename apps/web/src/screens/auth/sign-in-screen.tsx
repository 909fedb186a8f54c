import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { areaOfRole, type TRole } from "@wms/contracts";
import { Alert, Button, Flex, Form, Input, Segmented } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiError } from "../../api/api-error.ts";
import { signIn } from "../../api/auth-api.ts";
import { UsernameField } from "../../components/account-fields.tsx";
import { markPasswordChangeRequired } from "../../session/password-change-flag.ts";
import { areaOfPath, readSession } from "../../session/session-store.ts";
import { AuthFrame } from "./auth-frame.tsx";
import { afterSignIn, keepRedirect } from "./redirect-target.ts";

type TValues = { username: string; password: string };

function defaultRole(pathname: string): TRole {
  if (areaOfPath(pathname) !== "p") return "dropShipper";
  return readSession("p")?.role === "provider" ? "provider" : "operator";
}

/** Sign In: one screen for /p/login and /ds/login; the role picks the area the session is stored in. */
export function SignInScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [role, setRole] = useState<TRole>(() => defaultRole(location.pathname));
  const [form] = Form.useForm<TValues>();
  useEffect(() => {
    document.title = `${t("auth.signIn")} · ${t("app.name")}`;
  }, [t]);

  const mutation = useMutation({
    mutationFn: (values: TValues) => signIn({ ...values, role }),
    onSuccess: (data) => {
      const area = areaOfRole(data.user.user_role);
      if (data.must_change_password) markPasswordChangeRequired(area);
      void navigate(afterSignIn(location.search, area), { replace: true });
    },
  });
  const error = mutation.error;
  const errorText = error instanceof ApiError ? error.message : error ? t("transport.unknown") : null;
  const area = areaOfRole(role);

  return (
    <AuthFrame title={t("auth.signIn")} subtitle={t("auth.signInSubtitle")}>
      <Form<TValues> form={form} layout="vertical" requiredMark={false} onFinish={(v) => mutation.mutate(v)}>
        <Form.Item label={t("auth.role")}>
          <Segmented<TRole>
            block
            data-testid="role-picker"
            value={role}
            onChange={setRole}
            options={(["provider", "operator", "dropShipper"] as const).map((value) => ({
              value,
              label: <span data-testid={`role-${value}`}>{t(`role.${value}`)}</span>,
            }))}
          />
        </Form.Item>
        <UsernameField>
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </UsernameField>
        <Form.Item
          name="password"
          label={t("auth.password")}
          rules={[{ required: true, message: t("validation.required") }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        {errorText && (
          <Alert type="error" showIcon title={errorText} style={{ marginBottom: 16 }} role="alert" />
        )}
        <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
          {t("auth.signIn")}
        </Button>
        <Flex justify="space-between" style={{ marginTop: 16 }}>
          <Link to={`/${area}/turn-the-table`}>{t("auth.forgotPassword")}</Link>
          <Link to={keepRedirect("/signup", location.search)}>{t("auth.noAccount")}</Link>
        </Flex>
      </Form>
    </AuthFrame>
  );
}
