import { UploadOutlined, UserOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountsEndpoints, limits, type TArea, type TUserProfile } from "@wms/contracts";
import { App, Avatar, Button, Col, Form, Input, Row, Skeleton, Space, Upload } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../api/client.ts";
import {
  AddressTextField,
  EmailField,
  PhoneField,
  StoreNameField,
} from "../../components/account-fields.tsx";
import { showFormError } from "../../components/form-errors.ts";
import { updateSession } from "../../session/session-store.ts";

const profileKey = (area: TArea) => ["profile", area] as const;
const imageTypes = ["image/jpeg", "image/png", "image/gif"];

type TValues = Pick<TUserProfile, "store_name" | "email" | "phone" | "address">;

export function PersonalSettings({ area }: { area: TArea }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const profile = useQuery({
    queryKey: profileKey(area),
    queryFn: () => call(accountsEndpoints.profile, undefined, { area }),
  });
  useEffect(() => {
    if (profile.data) form.setFieldsValue(profile.data);
  }, [profile.data, form]);

  const save = useMutation({
    mutationFn: (values: TValues) =>
      call(accountsEndpoints.updateProfile, values, { area, skipErrorMessage: true }),
    onSuccess: (data) => {
      queryClient.setQueryData(profileKey(area), data);
      void message.success(t("common.saved"));
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      return call(accountsEndpoints.uploadAvatar, undefined, { file, area });
    },
    onSuccess: (data) => {
      updateSession(area, { avatar: data.avatar_url });
      void queryClient.invalidateQueries({ queryKey: profileKey(area) });
      void message.success(t("common.saved"));
    },
  });

  if (profile.isPending) return <Skeleton active />;
  return (
    <Row gutter={32}>
      <Col xs={24} md={6} style={{ textAlign: "center", marginBottom: 24 }}>
        <Space direction="vertical" align="center">
          <Avatar size={96} src={profile.data?.avatar_url || undefined} icon={<UserOutlined />} />
          <Upload
            accept=".jpg,.jpeg,.png,.gif"
            showUploadList={false}
            beforeUpload={(file) => {
              if (!imageTypes.includes(file.type)) void message.error(t("validation.imageType"));
              else if (file.size > limits.imageBytes) void message.error(t("validation.imageSize"));
              else upload.mutate(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {t("settings.personal.uploadAvatar")}
            </Button>
          </Upload>
        </Space>
      </Col>
      <Col xs={24} md={14}>
        <Form<TValues> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item label={t("auth.username")} htmlFor="settings-username">
            <Input id="settings-username" value={profile.data?.username} disabled />
          </Form.Item>
          <StoreNameField required />
          <EmailField />
          <PhoneField />
          <AddressTextField />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t("common.save")}
          </Button>
        </Form>
      </Col>
    </Row>
  );
}
