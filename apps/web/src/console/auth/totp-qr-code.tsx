import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import QRCode from "qrcode";
import styles from "./totp-qr-code.module.css";

/**
 * The authenticator app's otpauth:// address as a QR code to scan, drawn as SVG in the console's bundle
 * (the customer's app never loads it). The text key beside it stays for apps that cannot scan.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation("console-admin");
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 })
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [uri]);
  if (!svg) return null;
  // The markup is the library's own SVG of our own URI: no user-written text reaches it.
  return (
    <figure className={styles.figure}>
      <div
        className={styles.qrCode}
        role="img"
        aria-label={t("enrol.qrLabel")}
        data-testid="totp-qr"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption>{t("enrol.scanOrType")}</figcaption>
    </figure>
  );
}
