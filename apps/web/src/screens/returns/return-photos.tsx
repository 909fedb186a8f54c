import { CameraOutlined } from "@ant-design/icons";
import { returnLimits } from "@wms/contracts";
import { App, Button, Flex, Image, Spin, Upload } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { imageProblem } from "../products/file-checks.ts";
import { returnsApi } from "./returns-api.ts";

const thumb = 64;

/**
 * Photos of a parcel or a unit, small; each opens the whole image (antd's preview), named for screen readers
 * by `label` and its number.
 */
export function PhotoThumbs(props: {
  photos: readonly string[];
  label: string;
  size?: number;
  testId?: string;
}) {
  const size = props.size ?? 40;
  if (props.photos.length === 0) return null;
  return (
    <Flex wrap gap={4} data-testid={props.testId}>
      <Image.PreviewGroup>
        {props.photos.map((url, i) => (
          <Image
            key={url}
            src={url}
            alt={`${props.label} ${i + 1}`}
            width={size}
            height={size}
            style={{ objectFit: "cover", borderRadius: 4 }}
          />
        ))}
      </Image.PreviewGroup>
    </Flex>
  );
}

/**
 * The photos of a form (a form control: value = the stored photos' URLs). Each file is checked here as the
 * server checks it (JPG, PNG or GIF, 5 MB, at most `returnLimits.photos`) and stored at once; the form sends
 * the list.
 */
export function ReturnPhotosField(props: {
  value?: string[];
  onChange?: (urls: string[]) => void;
  id?: string;
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
    const problem =
      imageProblem(file, 0) ??
      (urls.length + uploading + accepted >= returnLimits.photos ? "returns.photos.count" : null);
    if (problem) {
      void message.error(t(problem, { name: file.name, max: returnLimits.photos }));
      return Upload.LIST_IGNORE;
    }
    accepted += 1;
    return true;
  };

  const upload = async (file: File) => {
    setUploading((n) => n + 1);
    try {
      const { url } = await returnsApi.uploadPhoto(file);
      const next = [...latest.current, url];
      latest.current = next;
      props.onChange?.(next);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : t("returns.photos.failed"));
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const remove = (url: string) => props.onChange?.(urls.filter((u) => u !== url));

  return (
    <Flex wrap gap={8} align="center" id={props.id} data-testid="return-photos">
      <Image.PreviewGroup>
        {urls.map((url, i) => (
          <Flex key={url} vertical align="center" gap={2} data-testid="return-photo">
            <Image
              src={url}
              alt={t("returns.photos.photo", { n: i + 1 })}
              width={thumb}
              height={thumb}
              style={{ objectFit: "cover", borderRadius: 6 }}
            />
            <Button
              size="small"
              type="text"
              danger
              aria-label={t("returns.photos.remove", { n: i + 1 })}
              onClick={() => remove(url)}
            >
              {t("common.delete")}
            </Button>
          </Flex>
        ))}
      </Image.PreviewGroup>
      {urls.length < returnLimits.photos && (
        <Upload
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          multiple
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={({ file, onSuccess }) => void upload(file as File).then(() => onSuccess?.(null))}
        >
          <Button
            style={{ width: thumb, height: thumb }}
            aria-label={t("returns.photos.add")}
            data-testid="return-photo-upload"
          >
            {uploading ? <Spin size="small" /> : <CameraOutlined />}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}
