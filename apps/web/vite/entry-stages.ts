import type { Plugin } from "vite";

type Bundle = Parameters<Extract<Plugin["generateBundle"], (...args: never[]) => unknown>>[1];

/**
 * The customer app's entry (src/main.tsx, the script of `page`, index.html) loads React's renderer and the app's
 * shell with `import()`, so that each is evaluated in a task of its own, but they are part of every page's start
 * all the same. This writes them into
 * index.html as if the entry imported them: a module preload for each of their files and a stylesheet link for
 * their CSS, after the entry's own. So the browser fetches everything at once (no round trip after the entry's
 * file), the server inlines the shell's styles into its first-paint frames as it does the entry's, and lists the
 * files in each page's code (apps/server/src/http/first-paint). Only the entry's own `import()`s are stages:
 * those of the files they reach (the flows, loaded per route) are not.
 *
 * The entry's `import()` calls would each add the stage's files once more before importing it (Vite's preload
 * helper): a module preload element per file in one task, before the page's loader has added its own, and the
 * stylesheets. Since index.html already holds everything, the entry's calls get empty lists.
 */
export function entryStagesInIndexHtml(page: string): Plugin {
  return {
    name: "hitch:entry-stages-in-index-html",
    apply: "build",
    enforce: "post",
    generateBundle: {
      // After Vite has written the dependency lists into the chunks' code.
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || chunk.facadeModuleId !== page) continue;
          const code = chunk.code.replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, "[]");
          // The lists' table, now unused.
          chunk.code = code.includes("__vite__mapDeps(") ? code : code.replace(/^const __vite__mapDeps=.*\n/m, "");
        }
      },
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk || chunk.facadeModuleId !== page) return [];
        const loaded = staticClosure(bundle, [chunk.fileName]);
        const stages = [...staticClosure(bundle, chunk.dynamicImports)].filter((file) => !loaded.has(file));
        const entryStyles = new Set([...loaded].flatMap((file) => stylesOf(bundle, file)));
        const stageStyles = new Set(
          stages.flatMap((file) => stylesOf(bundle, file)).filter((css) => !entryStyles.has(css)),
        );
        const link = (rel: string, file: string) => ({
          tag: "link",
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        });
        return [
          ...stages.map((file) => link("modulepreload", file)),
          ...[...stageStyles].map((css) => link("stylesheet", css)),
        ];
      },
    },
  };
}

/** `files` and every chunk they import statically. */
function staticClosure(bundle: Bundle, files: readonly string[], into = new Set<string>()): Set<string> {
  for (const file of files) {
    const chunk = bundle[file];
    if (into.has(file) || chunk?.type !== "chunk") continue;
    into.add(file);
    staticClosure(bundle, chunk.imports, into);
  }
  return into;
}

function stylesOf(bundle: Bundle, file: string): string[] {
  const chunk = bundle[file];
  return chunk?.type === "chunk" ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
}
