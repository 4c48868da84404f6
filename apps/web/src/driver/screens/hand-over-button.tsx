import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { Button } from "../../ui/button.tsx";
import { handOver } from "../driver-api.ts";
import styles from "../driver.module.css";

type State = "idle" | "asked" | "nobody" | "error";
const TEXTS: Record<Exclude<State, "idle">, string> = {
  asked: "driver:job.handOverAsked",
  nobody: "driver:job.handOverNobody",
  error: "driver:errors.network",
};

/**
 * Asks the nearest free colleagues to take the job over (the server offers it to them; it stays this
 * driver's until one accepts). A 409 means nobody is free nearby, which is said as such.
 */
interface HandOverButtonProps {
  requestId: number;
  onSignedOut: () => void;
  onAsked: () => void;
}

export function HandOverButton({ requestId, onSignedOut, onAsked }: HandOverButtonProps) {
  const { t } = useTranslation("driver");
  const [state, setState] = useState<State>("idle");

  async function ask() {
    try {
      await handOver(requestId);
      onAsked();
      setState("asked");
    } catch (error) {
      if (isApiError(error) && error.status === 401) return onSignedOut();
      setState(isApiError(error) && error.status === 409 ? "nobody" : "error");
    }
  }

  return (
    <>
      <Button variant="secondary" block disabled={state === "asked"} onClick={() => void ask()}>
        {t("driver:job.handOver")}
      </Button>
      {state !== "idle" && (
        <p role="status" className={state === "asked" ? styles.quiet : styles.warning}>
          {t(TEXTS[state])}
        </p>
      )}
    </>
  );
}
