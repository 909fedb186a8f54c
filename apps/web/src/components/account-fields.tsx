import { emailPattern, phonePattern, usernamePattern } from "@wms/contracts";
import { Form, type FormRule, Input } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** What every account field takes: its name and label (defaults per field), whether it is required, and its input. */
type TAccountFieldProps = {
  name?: string;
  label?: ReactNode;
  extra?: ReactNode;
  required?: boolean;
  /** The input inside the Form.Item; a plain `<Input />` unless given. */
  children?: ReactNode;
};

/** One Form.Item with the optional "required" rule in front of the field's own rules. */
function AccountField(props: TAccountFieldProps & { name: string; label: ReactNode; rules: FormRule[] }) {
  const { t } = useTranslation();
  const required: FormRule[] = props.required ? [{ required: true, message: t("validation.required") }] : [];
  return (
    <Form.Item
      name={props.name}
      label={props.label}
      extra={props.extra}
      rules={[...required, ...props.rules]}
    >
      {props.children ?? <Input />}
    </Form.Item>
  );
}

/** Username, always required, checked against the contract's username pattern. */
export function UsernameField(props: Omit<TAccountFieldProps, "required">) {
  const { t } = useTranslation();
  return (
    <AccountField
      {...props}
      required
      name={props.name ?? "username"}
      label={props.label ?? t("auth.username")}
      rules={[{ pattern: usernamePattern, message: t("validation.username") }]}
    />
  );
}

/** E-mail address checked against the contract's e-mail pattern. */
export function EmailField(props: TAccountFieldProps) {
  const { t } = useTranslation();
  return (
    <AccountField
      {...props}
      name={props.name ?? "email"}
      label={props.label ?? t("auth.email")}
      rules={[{ pattern: emailPattern, message: t("validation.email") }]}
    />
  );
}

/** Phone number checked against the contract's phone pattern. */
export function PhoneField(props: TAccountFieldProps) {
  const { t } = useTranslation();
  return (
    <AccountField
      {...props}
      name={props.name ?? "phone"}
      label={props.label ?? t("auth.phone")}
      rules={[{ pattern: phonePattern, message: t("validation.phone") }]}
    />
  );
}

/** Store name (up to 120 characters). */
export function StoreNameField({ required = false }: { required?: boolean }) {
  const { t } = useTranslation();
  return (
    <AccountField name="store_name" label={t("auth.storeName")} required={required} rules={[]}>
      <Input maxLength={120} />
    </AccountField>
  );
}

/** Postal address as a growing text area (up to 300 characters). */
export function AddressTextField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="address" label={t("auth.address")}>
      <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
    </Form.Item>
  );
}

/** Repeat of a new password: required and equal to the field `of`. */
export function ConfirmPasswordField({
  name,
  of,
  optional,
}: {
  name: string;
  of: string;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t("auth.confirmPassword")}
      dependencies={[of]}
      rules={[
        // An optional password (sign-up with Google) needs confirming only once one is typed.
        ({ getFieldValue }) => ({
          required: !optional || Boolean(getFieldValue(of)),
          message: t("validation.required"),
        }),
        ({ getFieldValue }) => ({
          validator: async (_rule, value: string | undefined) => {
            if (value && value !== getFieldValue(of)) throw new Error(t("validation.passwordMismatch"));
          },
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}
