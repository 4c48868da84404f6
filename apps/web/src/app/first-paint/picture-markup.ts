/**
 * A frame is a picture of a screen, shown beside the app's hidden root until the app has drawn that screen. It keeps
 * none of the markup that names or finds elements: no ids (the app's screen has the same ones, and an id must be
 * unique in the page), nothing that points at an id, none of the hooks the app's elements are found by (a tile's
 * data-tile, data-testid), and its header is a plain box (the app's root holds the page's one banner landmark).
 */
export function asPicture(markup: string): string {
  return markup
    .replace(/ (?:id|for|aria-labelledby|aria-describedby|aria-controls|data-tile|data-testid)="[^"]*"/g, "")
    .replace(/<(\/?)header\b/g, "<$1div");
}
