import { ApiError, NETWORK_PROBLEM } from "../../api/api-error.ts";
import { API_BASE } from "../../api/client.ts";

/**
 * POSTs multipart form data to the public API like the typed client does, but through XMLHttpRequest,
 * because fetch cannot report upload progress. `onProgress` gets 0..1. Rejects with an ApiError
 * (the server's code, or the network problem) exactly as the client would. `path` comes from apiPostPath.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", API_BASE + path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_PROBLEM));
    xhr.onabort = () => reject(new ApiError(0, NETWORK_PROBLEM));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        return resolve(body as T);
      }
      const code = typeof body?.code === "string" ? body.code : xhr.status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST";
      reject(new ApiError(xhr.status, code, Array.isArray(body?.errors) ? body.errors : []));
    };
    xhr.send(form);
  });
}

function parse(text: string): { code?: unknown; errors?: unknown } | undefined {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
