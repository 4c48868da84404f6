/**
 * Postings of every 2- and 3-character substring ("gram") of the folded names: for a query of length
 * >= 2, the rarest of its grams narrows 171k names to a few hundred candidates to test with includes().
 * Memory: ~4M Int32 postings (~16 MB); built once, ~0.5 s on an idle machine.
 */
export type GramIndex = {
  /** Candidates for `query`: entries holding its rarest gram, or null for a 1-character query. */
  candidates(query: string): Int32Array | null;
};

/**
 * Characters are renumbered by first appearance into 10-bit codes (the 1023rd and later distinct
 * characters share the last code: more candidates, never a missed match), so every gram key is a
 * small integer: trigrams 0..2^30-1, bigrams negative. Small-integer Map keys are much faster.
 */
const CODE_BITS = 10;
const MAX_CODE = (1 << CODE_BITS) - 1;

function makeCoder() {
  const codes = new Map<number, number>();
  return (charCode: number, add: boolean) => {
    let code = codes.get(charCode);
    if (code === undefined) {
      if (!add) return -1;
      code = Math.min(codes.size, MAX_CODE);
      codes.set(charCode, code);
    }
    return code;
  };
}

export function buildGramIndex(folded: readonly string[]): GramIndex {
  const coder = makeCoder();
  const ids = new Map<number, number>();
  const gramKey = (text: string, at: number, length: number, add: boolean) => {
    let key = 0;
    for (let k = 0; k < length; k++) {
      const code = coder(text.charCodeAt(at + k), add);
      if (code < 0) return undefined;
      key = (key << CODE_BITS) | code;
    }
    return length === 3 ? key : -1 - key;
  };
  const counts: number[] = [];
  const last: number[] = [];
  const eachGram = (visit: (id: number, entry: number) => void) => {
    for (let entry = 0; entry < folded.length; entry++) {
      const name = folded[entry];
      for (const length of [2, 3]) {
        for (let at = 0; at + length <= name.length; at++) {
          const key = gramKey(name, at, length, true)!;
          let id = ids.get(key);
          if (id === undefined) {
            ids.set(key, (id = counts.length));
            counts.push(0);
            last.push(-1);
          }
          if (last[id] === entry) continue; // a gram twice in one name is listed once
          last[id] = entry;
          visit(id, entry);
        }
      }
    }
  };
  eachGram((id) => counts[id]++);
  const starts = new Int32Array(counts.length + 1);
  for (let id = 0; id < counts.length; id++) starts[id + 1] = starts[id] + counts[id];
  const postings = new Int32Array(starts[counts.length]);
  const fill = starts.slice(0, -1);
  last.fill(-1);
  eachGram((id, entry) => (postings[fill[id]++] = entry));

  return {
    candidates(query) {
      if (query.length < 2) return null;
      const length = Math.min(3, query.length);
      let best: Int32Array | null = null;
      for (let at = 0; at + length <= query.length; at++) {
        const key = gramKey(query, at, length, false);
        const id = key === undefined ? undefined : ids.get(key);
        if (id === undefined) return new Int32Array(0); // a gram no name has: nothing can match
        if (!best || starts[id + 1] - starts[id] < best.length) best = postings.subarray(starts[id], starts[id + 1]);
      }
      return best;
    },
  };
}
