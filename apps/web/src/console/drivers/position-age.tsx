import { useTranslation } from "react-i18next";
import { minutesBetween, useNow } from "../format.ts";

/**
 * How old a driver's last position is, e.g. "12 min ago": a phone that stopped reporting (locked, dead, out of
 * coverage) shows here before dispatch stops offering it jobs (DRIVER_POSITION_STALE_MINUTES).
 */
export function PositionAge({ at }: { at: string }) {
  const { t } = useTranslation("console-drivers");
  const minutes = minutesBetween(at, useNow());
  const text =
    minutes < 1
      ? t("positionAge.justNow")
      : minutes < 60
        ? t("positionAge.minutes", { minutes })
        : t("positionAge.hours", { hours: Math.floor(minutes / 60) });
  return <time dateTime={at}>{text}</time>;
}
