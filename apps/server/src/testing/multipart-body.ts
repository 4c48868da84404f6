/** A field or a file of a multipart/form-data body built by hand for upload tests. */
export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/**
 * The body and content type `app.inject` needs for a multipart upload. Built by hand rather than
 * with a form library so tests control every part exactly (missing file, extra fields, odd types).
 */
export function multipart(parts: Part[]) {
  const boundary = "----hitch-test-boundary";
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      "filename" in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`,
    ),
    "filename" in p ? p.data : Buffer.from(p.value),
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
