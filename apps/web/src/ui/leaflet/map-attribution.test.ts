import { createInstance } from "i18next";
import { describe, expect, it, vi } from "vitest";
import et from "../../locales/et/common.json";
import en from "../../locales/en/common.json";
import lt from "../../locales/lt/common.json";
import lv from "../../locales/lv/common.json";
import ru from "../../locales/ru/common.json";
import { mapAttribution, showAttribution } from "./map-attribution.ts";

const i18n = createInstance();
await i18n.init({
  resources: { en: { common: en }, et: { common: et }, ru: { common: ru }, lv: { common: lv }, lt: { common: lt } },
  lng: "en",
  ns: ["common"],
  defaultNS: "common",
  fallbackLng: false,
});
const osmTiles = { shown: true, custom: null };

describe("the map's credits", () => {
  it.each([
    ["en", "contributors"],
    ["et", "kaastöötajad"],
    ["ru", "участники"],
    ["lv", "līdzautori"],
    ["lt", "bendraautoriai"],
  ])("are in the page's language (%s), the brand names kept", async (language, word) => {
    await i18n.changeLanguage(language);
    const { prefix, attribution } = mapAttribution(i18n.t, osmTiles);
    expect(prefix).toContain(">Leaflet</a>");
    expect(prefix).toContain(`title="${i18n.t("common:ui.map.leafletTitle")}"`);
    expect(attribution).toContain('<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>');
    expect(attribution).toContain(word);
    if (language !== "en") {
      expect(attribution).not.toContain("contributors");
      expect(prefix).not.toContain("A JavaScript library");
    }
  });

  it("keep an installation's own tile credit as configured, and credit no tiles when none are shown", () => {
    expect(mapAttribution(i18n.t, { shown: true, custom: "© Maa-amet" }).attribution).toBe("© Maa-amet");
    expect(mapAttribution(i18n.t, { shown: false, custom: null }).attribution).toBeNull();
  });

  it("replace the previous language's credit on the map's control", async () => {
    const control = { setPrefix: vi.fn(), addAttribution: vi.fn(), removeAttribution: vi.fn() };
    await i18n.changeLanguage("en");
    const english = mapAttribution(i18n.t, osmTiles);
    const takeOff = showAttribution(control, english);
    expect(control.addAttribution).toHaveBeenLastCalledWith(english.attribution);

    takeOff();
    await i18n.changeLanguage("lv");
    const latvian = mapAttribution(i18n.t, osmTiles);
    showAttribution(control, latvian);
    expect(control.removeAttribution).toHaveBeenCalledWith(english.attribution);
    expect(control.setPrefix).toHaveBeenLastCalledWith(latvian.prefix);
    expect(control.addAttribution).toHaveBeenLastCalledWith(latvian.attribution);
  });
});
