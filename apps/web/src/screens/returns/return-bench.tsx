import type { TFindReturnsAnswer, TReturnSummary } from "@wms/contracts";
import { Alert, Card, Flex } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, ScanField, type TScanFieldHandle } from "../packing/scan-field.tsx";
import { ReturnCandidates } from "./return-candidates.tsx";
import { ReturnDetailDrawer } from "./return-detail-drawer.tsx";
import { ReturnMatchCard } from "./return-match-card.tsx";
import { returnsApi } from "./returns-api.ts";
import { UnidentifiedForm } from "./unidentified-form.tsx";
import { useReturnDrawer } from "./use-return-drawer.tsx";

type TFound = { scan: string; answer: TFindReturnsAnswer; seq: number };

/** A match by the RMA's own code or the parcel's tracking number is the parcel's RMA; others are candidates. */
const isDirect = (answer: TFindReturnsAnswer) => answer.matched === "code" || answer.matched === "tracking";

/**
 * The returns bench (staff): one scan field for the slip's barcode or the parcel's tracking number (or a
 * typed order code or buyer's name). One RMA found by code or tracking shows its card, to receive; several
 * candidates are listed to choose from; nothing found offers to record the parcel as unidentified.
 */
export function ReturnBench() {
  const { t } = useTranslation();
  const [found, setFound] = useState<TFound | null>(null);
  const [chosen, setChosen] = useState<TReturnSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);
  const scanField = useRef<TScanFieldHandle>(null);
  const seq = useRef(0);
  const drawer = useReturnDrawer({});

  const look = async (scan: string) => {
    setRecorded(null);
    try {
      const answer = await returnsApi.find(scan);
      seq.current += 1;
      setFound({ scan, answer, seq: seq.current });
      setChosen(isDirect(answer) ? (answer.list[0] ?? null) : null);
      setError(null);
    } catch (err) {
      setFound(null);
      setChosen(null);
      setError(errorText(err, t("returns.bench.failed")));
    }
  };

  const none = found && (found.answer.matched === "none" || found.answer.list.length === 0);
  return (
    <Flex vertical gap={16} data-testid="return-bench">
      <Card size="small" title={t("returns.bench.title")}>
        <ScanField
          ref={scanField}
          label={t("returns.bench.scan")}
          onScan={(scan) => void look(scan)}
          error={error}
          testId="return-bench-scan"
          ok={
            recorded && <Alert type="success" showIcon title={recorded} data-testid="return-bench-recorded" />
          }
        />
      </Card>
      {found && !isDirect(found.answer) && !none && (
        <ReturnCandidates
          scan={found.scan}
          matched={found.answer.matched}
          list={found.answer.list}
          onChoose={setChosen}
        />
      )}
      {found && chosen && (
        <ReturnMatchCard
          key={`${found.seq}-${chosen.id}`}
          rma={chosen}
          onOpen={drawer.open}
          onInspect={(rma) => drawer.onAct("inspect", rma)}
        />
      )}
      {found && none && (
        <UnidentifiedForm
          key={found.seq}
          scan={found.scan}
          onRecorded={(parcel) => {
            setFound(null);
            setRecorded(t("returns.bench.recorded", { code: parcel.code }));
            scanField.current?.focus();
          }}
        />
      )}
      <ReturnDetailDrawer {...drawer.drawerProps} staff />
      {drawer.modals}
    </Flex>
  );
}
