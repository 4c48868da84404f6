/**
 * Reads server-sent events of one name (`event: <name>`) from a streamed body, one JSON payload per
 * next(); other events and comments are skipped. A next() with no such event within 5 s fails.
 */
export function readEvents(body: ReadableStream<Uint8Array>, name: string) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the iterator yields whatever event the test parses
    async next(): Promise<any> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message.split("\n").find((line) => line.startsWith("data: "));
          if (message.split("\n").includes(`event: ${name}`) && data) return JSON.parse(data.slice(6));
          continue;
        }
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no event within 5 s")), 5000)),
        ]);
        if (chunk.done) throw new Error("stream ended");
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
  };
}
