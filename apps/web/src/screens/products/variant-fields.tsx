import { DeleteOutlined } from "@ant-design/icons";
import { barcodePattern, skuPattern } from "@wms/contracts";
import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../components/country-select.tsx";

const half = { xs: 24, sm: 12, md: 6 } as const;

/** The inputs of one variant inside the product form's `product_variants` list (rules mirror the server's). */
export function VariantFields(props: {
  index: number;
  name: number;
  images: string[];
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const n = props.name;
  const decimal = (scale: number) => ({
    min: 0,
    precision: scale,
    style: { width: "100%" },
  });
  return (
    <Card
      size="small"
      data-testid={`variant-${props.index}`}
      title={t("products.variantN", { n: props.index + 1 })}
      extra={
        props.onRemove && (
          <Button
            size="small"
            danger
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t("products.removeVariant")}
            onClick={props.onRemove}
          />
        )
      }
    >
      <Form.Item name={[n, "variant_id"]} hidden>
        <Input />
      </Form.Item>
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item
            name={[n, "sku"]}
            label={t("products.sku")}
            rules={[
              { required: true, message: t("products.rules.skuRequired") },
              { pattern: skuPattern, message: t("products.rules.skuFormat") },
            ]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name={[n, "barcode"]}
            label={t("products.barcode")}
            rules={[{ pattern: barcodePattern, message: t("products.rules.barcodeFormat") }]}
          >
            <Input maxLength={48} placeholder={t("products.barcodeHint")} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={[n, "name_cn"]} label={t("products.nameCn")} rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name={[n, "name_en"]}
            label={t("products.nameEn")}
            dependencies={[["product_variants", n, "name_cn"]]}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, value) =>
                  value || getFieldValue(["product_variants", n, "name_cn"])
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("products.rules.nameRequired"))),
              }),
            ]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={[n, "unit"]} label={t("products.unit")}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={[n, "size"]} label={t("products.size")}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={[n, "colour"]} label={t("products.colour")}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name={[n, "weight"]}
            label={t("products.weightKg")}
            required
            tooltip={t("products.weightHint")}
            rules={[
              {
                validator: (_r, value) =>
                  Number(value) > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("products.rules.weightRequired"))),
              },
            ]}
          >
            <InputNumber {...decimal(3)} max={9_999_999} />
          </Form.Item>
        </Col>
        {(["length", "width", "height"] as const).map((dim) => (
          <Col {...half} key={dim}>
            <Form.Item name={[n, dim]} label={t(`products.${dim}Cm`)}>
              <InputNumber {...decimal(2)} max={999_999} />
            </Form.Item>
          </Col>
        ))}
        {(["inspection_length", "inspection_width", "inspection_height"] as const).map((dim) => (
          <Col {...half} key={dim}>
            <Form.Item name={[n, dim]} label={t(`products.${dim}`)} tooltip={t("products.inspectionHint")}>
              <InputNumber {...decimal(2)} max={999_999} />
            </Form.Item>
          </Col>
        ))}
        <Col {...half}>
          <Form.Item name={[n, "price"]} label={t("products.price")}>
            <InputNumber {...decimal(2)} max={9_999_999_999} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={[n, "compare_at_price"]} label={t("products.compareAtPrice")}>
            <InputNumber {...decimal(2)} max={9_999_999_999} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={[n, "origin"]} label={t("products.origin")}>
            <CountrySelect allowClear />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={[n, "warning_quantity"]} label={t("products.warningQuantity")}>
            <InputNumber min={0} precision={0} max={1_000_000_000} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[n, "main_image_url"]} label={t("products.variantImage")}>
            <Select
              allowClear
              placeholder={t("products.variantImageHint")}
              options={props.images.map((url, i) => ({
                value: url,
                label: (
                  <span>
                    <img
                      src={url}
                      alt=""
                      style={{ width: 20, height: 20, objectFit: "cover", marginRight: 8 }}
                    />
                    {t("products.imageN", { n: i + 1 })}
                  </span>
                ),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
