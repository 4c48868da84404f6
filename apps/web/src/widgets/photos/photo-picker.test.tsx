import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import et from "../../locales/et/common.json";
import { PhotoPicker, type PhotoItem } from "./photo-picker.tsx";

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  resources: { et: { common: et } },
  lng: "et",
  ns: ["common"],
  defaultNS: "common",
  interpolation: { escapeValue: false },
});

const render = (items: PhotoItem[]) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PhotoPicker label="Fotod" items={items} onAdd={() => {}} onRemove={() => {}} onRetry={() => {}} />
    </I18nextProvider>,
  );
const photo = (status: PhotoItem["status"]): PhotoItem => ({
  key: "local-1",
  name: "car.jpg",
  previewUrl: "blob:car",
  status,
});

describe("a photo tile", () => {
  it("says, in the page's language, that a photo is still waiting to upload", () => {
    const html = render([photo("pending")]);
    expect(html).toContain(">Ootab üleslaadimist<");
    expect(html).toContain('alt="Foto 1, ootab üleslaadimist"');
  });

  it("shows a stored photo without the waiting label", () => {
    const html = render([photo("uploaded")]);
    expect(html).not.toContain("ootab üleslaadimist");
    expect(html).toContain('alt="Foto 1"');
  });
});
