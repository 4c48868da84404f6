import type { TFunction } from "i18next";

/** A duration the way an operator says it: 45 s, 12 min, 1 h 5 min; a dash when there is none. */
export function formatDuration(seconds: number | null, t: TFunction<"console-reports">): string {
  if (seconds === null) return "–";
  if (seconds < 60) return t("console-reports:duration.seconds", { count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t("console-reports:duration.minutes", { count: minutes });
  return t("console-reports:duration.hours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
