import { useMutation, useQuery } from "@tanstack/react-query";
import { areaOfRole, isStrongSignUpPassword } from "@wms/contracts";
import { Alert, Button, Col, Form, Input, Radio, Row, Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiError } from "../../api/api-error.ts";
import { fetchProviders, signUp, type TSignUpInput } from "../../api/auth-api.ts";
import {
  ConfirmPasswordField,
  EmailField,
  PhoneField,
  StoreNameField,
  UsernameField,
} from "../../components/account-fields.tsx";
import { showFormError } from "../../components/form-errors.ts";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { AuthFrame } from "./auth-frame.tsx";
import { GoogleButton, googleLanding, useGoogleTicket } from "./google-sign-in.tsx";
import { afterSignIn, signInLinkOf } from "./redirect-target.ts";

type TValues = Omit<TSignUpInput, "password"> & { password: string; confirm: string };

/**
 * Sign Up (spec sections 3 and 5): a provider creates its tenant; a drop shipper links to a provider. Like
 * sign-in, it goes on to the query's `redirect` when that is a path of the new account's area.
 */
export function SignUpScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [form] = Form.useForm<TValues>();
  const role = Form.useWatch("role", form) ?? "dropShipper";
  const providers = useQuery({ queryKey: ["providers", "all"], queryFn: fetchProviders });
  useDocumentTitle(t("auth.signUp"));
  // Back from Google with an email nobody here has: the form starts with it, and the account is linked.
  const googleTicket = googleLanding(search).signUp;
  const fromGoogle = useGoogleTicket(googleTicket);
  const withGoogle = fromGoogle.isSuccess;
  useEffect(() => {
    if (!fromGoogle.data) return;
    form.setFieldsValue({
      email: fromGoogle.data.email,
      role: fromGoogle.data.area === "p" ? "provider" : "dropShipper",
    });
  }, [fromGoogle.data, form]);

  const mutation = useMutation({
    mutationFn: ({ confirm: _confirm, ...values }: TValues) =>
      signUp({ ...values, google_ticket: withGoogle ? (googleTicket ?? undefined) : undefined }),
    onSuccess: (data) =>
      void navigate(afterSignIn(search, areaOfRole(data.user.user_role)), { replace: true }),
    onError: (error) => {
      if (error instanceof ApiError) showFormError(form, error, t("common.operationFailed"));
    },
  });
  const csrfFailed = mutation.error && !(mutation.error instanceof ApiError);

  return (
    <AuthFrame title={t("auth.signUp")} subtitle={t("auth.signUpSubtitle")} width={640}>
      <Form<TValues>
        form={form}
        layout="vertical"
        initialValues={{ role: "dropShipper" }}
        onFinish={(values) => mutation.mutate(values)}
        scrollToFirstError
      >
        {fromGoogle.data && (
          <Alert
            type="info"
            showIcon
            title={t("auth.google.signUpNotice", { email: fromGoogle.data.email })}
            style={{ marginBottom: 16 }}
            data-testid="google-sign-up-notice"
          />
        )}
        {fromGoogle.isError && (
          <Alert
            type="warning"
            showIcon
            title={t("auth.google.errors.ticket")}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item name="role" label={t("auth.accountType")}>
          <Radio.Group optionType="button" buttonStyle="solid">
            <Radio.Button value="dropShipper">{t("role.dropShipper")}</Radio.Button>
            <Radio.Button value="provider">{t("role.provider")}</Radio.Button>
          </Radio.Group>
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <StoreNameField required />
          </Col>
          <Col xs={24} sm={12}>
            <UsernameField extra={t("auth.usernameHint")}>
              <Input autoComplete="username" />
            </UsernameField>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="password"
              label={t("auth.password")}
              extra={withGoogle ? t("auth.google.passwordOptional") : t("auth.signUpPasswordHint")}
              rules={[
                { required: !withGoogle, message: t("validation.required") },
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value && !isStrongSignUpPassword(value))
                      throw new Error(t("validation.signUpPassword"));
                  },
                },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <ConfirmPasswordField name="confirm" of="password" optional={withGoogle} />
          </Col>
          <Col xs={24} sm={12}>
            <PhoneField required>
              <Input autoComplete="tel" />
            </PhoneField>
          </Col>
          <Col xs={24} sm={12}>
            <EmailField required>
              <Input autoComplete="email" />
            </EmailField>
          </Col>
        </Row>
        <Form.Item name="address" label={t("auth.address")}>
          <Input maxLength={300} autoComplete="street-address" />
        </Form.Item>
        {role === "dropShipper" && (
          <Form.Item
            name="supplier"
            label={t("auth.supplier")}
            extra={t("auth.supplierHint")}
            rules={[{ required: true, message: t("validation.required") }]}
          >
            <Select
              showSearch={{ optionFilterProp: "label" }}
              loading={providers.isPending}
              options={(providers.data ?? []).map((p) => ({
                value: p.provider_uuid,
                label: p.name_of_provider,
              }))}
              notFoundContent={t("common.noData")}
            />
          </Form.Item>
        )}
        {csrfFailed && (
          <Alert type="error" showIcon title={t("auth.csrfError")} style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
          {t("auth.createAccount")}
        </Button>
        {!googleTicket && <GoogleButton area={areaOfRole(role)} label="signUp" />}
        <div style={{ marginTop: 16, textAlign: "center" }}>
          <Link to={signInLinkOf(search)}>{t("auth.haveAccount")}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
