import { useMutation, useQueryClient } from "@tanstack/react-query";
import { shopOrderModes, type TShopUserInfo, trackingNumberPlaceholder } from "@wms/contracts";
import {
  App,
  Button,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Switch,
  Typography,
} from "antd";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../components/country-select.tsx";
import { showFormError } from "../../components/form-errors.ts";
import { storesApi, storesKey } from "./stores-api.ts";
import { RoutingFields } from "./user-info-routing.tsx";
import {
  countriesInBoth,
  delayOptions,
  formValuesOf,
  saveRequestOf,
  type TUserInfoValues,
  trackingTemplateExample,
  trackingTemplateProblem,
} from "./user-info-rules.ts";
import { identityItems } from "./user-info-view.tsx";

/** The query key of one shop's user info as the drop shipper reads it. */
export const userInfoKey = (providerUuid: string, shopId: string) =>
  [...storesKey, "user-info", providerUuid, shopId] as const;

/**
 * One shop's user info, as the drop shipper edits it: the shop's identity read-only, then how its orders
 * come in (tracking URL, delay, countries, warehouse and channel, drafts or submitted) and whether stock
 * is pushed. Rules mirror the server's; its field errors go under the fields.
 */
export function UserInfoForm({ info, providerUuid }: { info: TShopUserInfo; providerUuid: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TUserInfoValues>();
  const save = useMutation({
    mutationFn: (v: TUserInfoValues) => storesApi.saveUserInfo(saveRequestOf(info.shop_id, providerUuid, v)),
    onSuccess: (res) => {
      void message.success(res.message);
      queryClient.setQueryData(userInfoKey(providerUuid, info.shop_id), res.data);
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  const label = (key: string) => t(`stores.userInfo.fields.${key}`);
  return (
    <Flex vertical gap={24}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={identityItems(t, info)} />
      <Form<TUserInfoValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 880 }}
        initialValues={formValuesOf(info)}
        scrollToFirstError
        onFinish={(v) => save.mutate(v)}
        data-testid="user-info-form"
      >
        <Form.Item
          name="tracking_url_template"
          label={label("tracking")}
          extra={t("stores.userInfo.trackingHint", {
            placeholder: trackingNumberPlaceholder,
            example: trackingTemplateExample,
          })}
          rules={[
            {
              validator: (_rule, value?: string) => {
                const problem = trackingTemplateProblem(value);
                return problem
                  ? Promise.reject(new Error(t(problem, { placeholder: trackingNumberPlaceholder })))
                  : Promise.resolve();
              },
            },
          ]}
        >
          <Input
            placeholder={trackingTemplateExample}
            autoComplete="off"
            spellCheck={false}
            data-testid="user-info-tracking"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="delay_fulfil_minutes"
              label={label("delay")}
              extra={t("stores.userInfo.delayHint")}
            >
              <Select options={delayOptions(t)} data-testid="user-info-delay" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="push_stock"
              label={label("pushStock")}
              valuePropName="checked"
              extra={t("stores.userInfo.pushStockHint")}
            >
              <Switch data-testid="user-info-push-stock" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="include_countries"
              label={label("include")}
              extra={t("stores.userInfo.includeHint")}
            >
              <CountrySelect mode="multiple" allowClear data-testid="user-info-include" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="exclude_countries"
              label={label("exclude")}
              extra={t("stores.userInfo.excludeHint")}
              dependencies={["include_countries"]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value?: string[]) => {
                    const both = countriesInBoth(getFieldValue("include_countries"), value);
                    return both.length > 0
                      ? Promise.reject(
                          new Error(t("stores.userInfo.countryInBoth", { countries: both.join(", ") })),
                        )
                      : Promise.resolve();
                  },
                }),
              ]}
            >
              <CountrySelect mode="multiple" allowClear data-testid="user-info-exclude" />
            </Form.Item>
          </Col>
          <RoutingFields info={info} providerUuid={providerUuid} />
        </Row>
        <Form.Item name="order_mode" label={label("orderMode")}>
          <Radio.Group aria-label={label("orderMode")} data-testid="user-info-order-mode">
            <Flex vertical gap={8}>
              {shopOrderModes.map((mode) => (
                <Radio key={mode} value={mode}>
                  <Flex vertical>
                    {t(`stores.userInfo.orderModes.${mode}`)}
                    <Typography.Text type="secondary">
                      {t(`stores.userInfo.orderModeHints.${mode}`)}
                    </Typography.Text>
                  </Flex>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="user-info-save">
          {t("common.save")}
        </Button>
      </Form>
    </Flex>
  );
}
