import { useTranslation } from "react-i18next";
import type { CameraLabels } from "../../../widgets/photos/camera.tsx";

/** The camera's texts in the claim's namespace. */
export function useCameraLabels(): CameraLabels {
  const { t } = useTranslation("claims");
  return {
    title: t("claims:camera.title"),
    shutter: t("claims:camera.shutter"),
    close: t("claims:camera.close"),
    turnPhone: t("claims:camera.turnPhone"),
    unavailable: t("claims:camera.unavailable"),
    tooDark: t("claims:camera.tooDark"),
    tooBlurred: t("claims:camera.tooBlurred"),
    retake: t("claims:camera.retake"),
    useAnyway: t("claims:camera.useAnyway"),
    shotAlt: t("claims:camera.shotAlt"),
  };
}
