import { createHash } from "node:crypto";

/** The app's code a page starts once its frame has painted: the entry module, its module preloads, style preloads. */
export interface PageCode {
  entry: string;
  modules: string[];
  styles: string[];
}

const CODE_ELEMENT_ID = "hitch-code";

/**
 * Run at the end of a framed page's body: once the browser reports the frame's first contentful paint (reported
 * after it is on screen) it adds the module preloads, the style preloads and the entry script, so every file is
 * still requested at once, in parallel, but none competes with the paint. A browser without paint timing starts at
 * the next frame; the timer is a last resort should no paint be reported. Fixed text, so the page's script policy
 * allows it by its hash.
 */
export const CODE_LOADER_SCRIPT =
  "(()=>{const d=document,c=JSON.parse(d.getElementById(" +
  JSON.stringify(CODE_ELEMENT_ID) +
  ").textContent);let started=false;" +
  "const add=(tag,props)=>d.head.append(Object.assign(d.createElement(tag),{crossOrigin:''},props));" +
  "const start=()=>{if(started)return;started=true;" +
  "for(const href of c.modules)add('link',{rel:'modulepreload',href});" +
  "for(const href of c.styles)add('link',{rel:'preload',as:'style',href});" +
  "add('script',{type:'module',src:c.entry})};" +
  "if(!(PerformanceObserver.supportedEntryTypes||[]).includes('paint'))return requestAnimationFrame(start);" +
  "new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length)" +
  "{observer.disconnect();start()}}).observe({type:'paint',buffered:true});setTimeout(start,5000)})()";

/** For the page's Content-Security-Policy: the loader is the only inline script a page runs. */
export const CODE_LOADER_HASH = `'sha256-${createHash("sha256").update(CODE_LOADER_SCRIPT).digest("base64")}'`;

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The markup that starts `code` after the first paint: the list as data, then the loader. */
export function codeLoaderMarkup(code: PageCode): string {
  return (
    `<script type="application/json" id="${CODE_ELEMENT_ID}">${escapeJson(code)}</script>` +
    `<script>${CODE_LOADER_SCRIPT}</script>`
  );
}
