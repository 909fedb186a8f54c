import { type ButtonProps, Form, type FormInstance, type FormProps, Modal } from "antd";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormErrorAlert } from "./form-error-alert.tsx";
import { clearFormAlert } from "./form-errors.ts";

/**
 * A form in a modal: OK submits the vertical form and spins while `saving`, Cancel closes. `forceRender`
 * keeps the form mounted while closed (so it can be filled before it opens); `destroyOnHidden` drops it.
 * What the server answered that belongs to no field of the form shows in its alert, above the fields
 * (showFormError); a new attempt, or closing, empties it.
 */
export function FormModal<V extends object>(props: {
  open: boolean;
  title: ReactNode;
  okText: string;
  form: FormInstance<V>;
  saving: boolean;
  onClose: () => void;
  onFinish: (values: V) => void;
  children: ReactNode;
  width?: number;
  forceRender?: boolean;
  destroyOnHidden?: boolean;
  testId?: string;
  /** The OK button's test id. */
  okTestId?: string;
  /** OK does something that cannot be undone (a cancellation): the button is in the danger colour. */
  danger?: boolean;
  /** Shown above the form. */
  intro?: ReactNode;
  /** The form's other props (initial values, autoComplete, its own test id, …). */
  formProps?: Omit<FormProps<V>, "form" | "layout" | "onFinish"> & { "data-testid"?: string };
}) {
  const { t } = useTranslation();
  const { form, open } = props;
  useEffect(() => {
    if (!open) clearFormAlert(form);
  }, [open, form]);
  return (
    <Modal
      open={props.open}
      title={props.title}
      width={props.width}
      okText={props.okText}
      cancelText={t("common.cancel")}
      onOk={() => {
        clearFormAlert(props.form);
        props.form.submit();
      }}
      onCancel={props.onClose}
      confirmLoading={props.saving}
      okButtonProps={
        props.okTestId || props.danger
          ? ({ "data-testid": props.okTestId, danger: props.danger } as ButtonProps)
          : undefined
      }
      forceRender={props.forceRender}
      destroyOnHidden={props.destroyOnHidden}
      data-testid={props.testId}
    >
      {props.intro}
      <FormErrorAlert form={props.form} />
      <Form<V> {...props.formProps} form={props.form} layout="vertical" onFinish={props.onFinish}>
        {props.children}
      </Form>
    </Modal>
  );
}
