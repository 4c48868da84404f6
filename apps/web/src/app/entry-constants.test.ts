import { describe, expect, it } from "vitest";
import * as enums from "@hitch/contract/common/enums";
import * as links from "@hitch/contract/links/link-messages";
import * as services from "@hitch/contract/services/service";
import { DEFAULT_LANGUAGE, DEFAULT_THEME_COLOR, LANGUAGES, LINK_MESSAGES } from "./entry-constants.ts";

describe("entry constants", () => {
  it("equal the contract's languages, default language, theme colour and link messages", () => {
    expect(LANGUAGES).toEqual(enums.LANGUAGES);
    expect(DEFAULT_LANGUAGE).toBe(enums.DEFAULT_LANGUAGE);
    expect(DEFAULT_THEME_COLOR).toBe(services.DEFAULT_THEME_COLOR);
    expect(LINK_MESSAGES).toEqual(links.LINK_MESSAGES);
  });
});
