import type { TReturnDetail } from "@wms/contracts";
import { Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ReturnLinesTable, ReturnUnitsTable } from "./return-detail-tables.tsx";
import { ReturnHistory } from "./return-history.tsx";
import { PhotoThumbs } from "./return-photos.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** Under the RMA's facts: its lines, the units inspected, the parcel as it arrived, and the history. */
export function ReturnDetailSections({ rma }: { rma: TReturnDetail }) {
  const { t } = useTranslation();
  const parcel = rma.photos.length > 0 || rma.markings !== "";
  return (
    <>
      <Section title={t("returns.lines.title")}>
        {rma.lines.length > 0 ? (
          <ReturnLinesTable rma={rma} />
        ) : (
          <Typography.Text type="secondary">{t("returns.lines.none")}</Typography.Text>
        )}
      </Section>
      <Section title={t("returns.units.title")}>
        <ReturnUnitsTable rma={rma} />
      </Section>
      {parcel && (
        <Section title={t("returns.parcel.title")}>
          {rma.markings && (
            <Typography.Paragraph data-testid="return-markings">
              {t("returns.parcel.markings", { markings: rma.markings })}
            </Typography.Paragraph>
          )}
          <PhotoThumbs
            photos={rma.photos}
            label={t("returns.parcel.photo")}
            size={80}
            testId="return-parcel-photos"
          />
        </Section>
      )}
      <Section title={t("returns.history.title")}>
        <ReturnHistory logs={rma.logs} />
      </Section>
    </>
  );
}
