import { PlusOutlined, StarFilled, StarOutlined } from "@ant-design/icons";
import { productLimits } from "@wms/contracts";
import { App, Button, Flex, Image, Spin, Tooltip, Upload } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { imageProblem } from "./file-checks.ts";
import { productsApi, type TProductScope } from "./products-api.ts";

/**
 * The product's images (a form control: value = URLs). Files are checked here (type, 5 MB, count) before
 * they are sent; the server stores each one and the form saves the list. A star marks the main image.
 */
export function ImageUpload(props: {
  scope: TProductScope;
  value?: string[];
  onChange?: (urls: string[]) => void;
  mainImage?: string;
  onMainImage: (url: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  const urls = props.value ?? [];
  // Several uploads may finish in any order: each appends to the latest list, not to its render's.
  const latest = useRef(urls);
  latest.current = urls;
  // Counted across a multi-file pick, which calls beforeUpload once per file before any upload ends.
  let accepted = 0;

  const beforeUpload = (file: File) => {
    const problem = imageProblem(file, urls.length + uploading + accepted);
    if (problem) {
      void message.error(t(problem, { name: file.name, max: productLimits.imagesPerProduct }));
      return Upload.LIST_IGNORE;
    }
    accepted += 1;
    return true;
  };

  const upload = async (file: File) => {
    setUploading((n) => n + 1);
    try {
      const { url } = await productsApi.uploadImage(props.scope, file);
      const next = [...latest.current, url];
      latest.current = next;
      props.onChange?.(next);
      if (!props.mainImage && next.length === 1) props.onMainImage(url);
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const remove = (url: string) => {
    const next = urls.filter((u) => u !== url);
    props.onChange?.(next);
    if (props.mainImage === url) props.onMainImage(next[0] ?? "");
  };

  return (
    <Flex wrap gap={8} align="center">
      <Image.PreviewGroup>
        {urls.map((url) => (
          <Flex key={url} vertical align="center" gap={2} data-testid="product-image">
            <Image src={url} width={80} height={80} style={{ objectFit: "cover", borderRadius: 6 }} />
            <Flex gap={2}>
              <Tooltip title={t("products.mainImage")}>
                <Button
                  size="small"
                  type="text"
                  aria-label={t("products.mainImage")}
                  icon={props.mainImage === url ? <StarFilled /> : <StarOutlined />}
                  onClick={() => props.onMainImage(url)}
                />
              </Tooltip>
              <Button size="small" type="text" danger onClick={() => remove(url)}>
                {t("common.delete")}
              </Button>
            </Flex>
          </Flex>
        ))}
      </Image.PreviewGroup>
      {urls.length < productLimits.imagesPerProduct && (
        <Upload
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          multiple
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={({ file, onSuccess, onError }) =>
            upload(file as File).then(
              () => onSuccess?.(null),
              (err: Error) => onError?.(err),
            )
          }
        >
          <Button
            style={{ width: 80, height: 80 }}
            aria-label={t("products.uploadImage")}
            data-testid="image-upload"
          >
            {uploading ? <Spin size="small" /> : <PlusOutlined />}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}
