import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { entryStagesInIndexHtml } from "./entry-stages.ts";

const PAGE = "/app/index.html";

/** A built chunk as Rollup describes it: the fields the plugin reads. */
function chunk(
  fileName: string,
  fields: { imports?: string[]; dynamicImports?: string[]; css?: string[]; facade?: string; code?: string },
) {
  return {
    type: "chunk" as const,
    fileName,
    facadeModuleId: fields.facade ?? null,
    imports: fields.imports ?? [],
    dynamicImports: fields.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set<string>() },
    code: fields.code ?? "",
  };
}

// The entry imports its runtime, and loads two stages: React (sharing the runtime) and the shell, whose code loads
// a flow per route. The flow is not a stage.
function build() {
  const entry = chunk("assets/index.js", {
    facade: PAGE,
    imports: ["assets/runtime.js"],
    dynamicImports: ["assets/client.js", "assets/shell.js"],
    css: ["assets/global.css"],
    code:
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/client.js","assets/shell.js"])))=>i.map(i=>d[i]);\n' +
      "await n(()=>import(`./client.js`),__vite__mapDeps([0])),await n(()=>import(`./shell.js`),__vite__mapDeps([1]));",
  });
  return {
    "assets/index.js": entry,
    "assets/runtime.js": chunk("assets/runtime.js", {}),
    "assets/client.js": chunk("assets/client.js", { imports: ["assets/react.js", "assets/runtime.js"] }),
    "assets/react.js": chunk("assets/react.js", {}),
    "assets/shell.js": chunk("assets/shell.js", {
      imports: ["assets/react.js", "assets/button.js"],
      dynamicImports: ["assets/flow.js"],
      css: ["assets/shell.css", "assets/global.css"],
    }),
    "assets/button.js": chunk("assets/button.js", { css: ["assets/button.css"] }),
    "assets/flow.js": chunk("assets/flow.js", { css: ["assets/flow.css"] }),
  };
}

function tagsFor(plugin: Plugin, bundle: ReturnType<typeof build>, chunkFile: string): HtmlTagDescriptor[] {
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => unknown };
  const ctx = { bundle, chunk: bundle[chunkFile as keyof typeof bundle], path: "/index.html", filename: PAGE };
  return hook.handler("<html></html>", ctx as unknown as IndexHtmlTransformContext) as HtmlTagDescriptor[];
}

describe("the entry's stages in index.html", () => {
  it("preloads every file of the stages and links their stylesheets after the entry's own, but not the flows'", () => {
    const tags = tagsFor(entryStagesInIndexHtml(PAGE), build(), "assets/index.js");
    const hrefs = (rel: string) => tags.filter((tag) => tag.attrs?.rel === rel).map((tag) => tag.attrs?.href);
    expect(hrefs("modulepreload")).toEqual([
      "/assets/client.js",
      "/assets/react.js",
      "/assets/shell.js",
      "/assets/button.js",
    ]);
    // global.css is the entry's own (Vite links it); flow.css loads with its route.
    expect(hrefs("stylesheet")).toEqual(["/assets/shell.css", "/assets/button.css"]);
    expect(tags.every((tag) => tag.injectTo === "head")).toBe(true);
  });

  it("adds nothing to another page (the driver app's)", () => {
    const bundle = build();
    const other = chunk("assets/driver.js", { facade: "/app/driver.html", dynamicImports: ["assets/flow.js"] });
    expect(
      tagsFor(entryStagesInIndexHtml(PAGE), { ...bundle, "assets/driver.js": other } as never, "assets/driver.js"),
    ).toEqual([]);
  });

  it("empties the entry's dependency lists, which would fetch the inlined stylesheets again, and drops their table", () => {
    const bundle = build();
    const hook = entryStagesInIndexHtml(PAGE).generateBundle as {
      handler: (options: unknown, bundle: unknown) => void;
    };
    hook.handler({}, bundle);
    expect(bundle["assets/index.js"].code).toBe(
      "await n(()=>import(`./client.js`),[]),await n(()=>import(`./shell.js`),[]);",
    );
  });
});
