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
 * after it is on screen) it adds the entry script, then the module preloads and the style preloads, so every file
 * is still requested within a few milliseconds, in parallel, but none competes with the paint. One element per task: adding a
 * module preload costs the browser 2-3 ms on a weak machine, and all of them in one task blocked the main thread
 * for 20-40 ms. A browser without paint timing starts at the next frame; the timer is a last resort should no paint
 * be reported. Fixed text, so the page's script policy allows it by its hash.
 */
export const CODE_LOADER_SCRIPT =
  "(()=>{const d=document,c=JSON.parse(d.getElementById(" +
  JSON.stringify(CODE_ELEMENT_ID) +
  ").textContent);let started=false;" +
  "const el=(tag,props)=>Object.assign(d.createElement(tag),{crossOrigin:''},props);" +
  "const queue=[el('script',{type:'module',src:c.entry})," +
  "...c.modules.map(href=>el('link',{rel:'modulepreload',href}))," +
  "...c.styles.map(href=>el('link',{rel:'preload',as:'style',href}))];" +
  "const next=new MessageChannel();" +
  "next.port1.onmessage=()=>{d.head.append(queue.shift());if(queue.length)next.port2.postMessage(0)};" +
  "const start=()=>{if(started)return;started=true;next.port2.postMessage(0)};" +
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
