import { checkChangePassword, passwordStrength, translate } from "@wms/contracts";
import { Form, Input, Progress, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../i18n/i18n.ts";
import { ConfirmPasswordField } from "./account-fields.tsx";

const strengthPercent = { weak: 33, medium: 66, strong: 100 } as const;
const strengthColor = { weak: "#ff4d4f", medium: "#faad14", strong: "#52c41a" } as const;

/** New password + confirmation with the change-password rules and the weak/medium/strong label (spec section 5). */
export function NewPasswordFields({ name = "new_password", confirmName = "confirm_password" }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const value: string = Form.useWatch(name, form) ?? "";
  const strength = passwordStrength(value);
  return (
    <>
      <Form.Item
        name={name}
        label={t("settings.security.newPassword")}
        extra={t("settings.security.rules")}
        rules={[
          { required: true, message: t("validation.required") },
          {
            validator: async (_rule, v: string | undefined) => {
              const problem = v ? checkChangePassword(v) : null;
              if (problem) throw new Error(translate(problem, currentLanguage()));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {value && (
        <div
          style={{ marginTop: -12, marginBottom: 16 }}
          data-testid="password-strength"
          data-strength={strength}
        >
          <Progress
            percent={strengthPercent[strength]}
            showInfo={false}
            size="small"
            strokeColor={strengthColor[strength]}
          />
          <Typography.Text type="secondary">
            {t("settings.security.strength")}: {t(`settings.security.${strength}`)}
          </Typography.Text>
        </div>
      )}
      <ConfirmPasswordField name={confirmName} of={name} />
    </>
  );
}
