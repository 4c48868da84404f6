import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody } from "@hitch/contract/common/errors";
import type { ErrorCode, OperatorErrorCode } from "@hitch/contract/common/error-codes";
import { HttpError } from "./http-error.ts";

// Codes for client errors Fastify and its plugins raise themselves.
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  406: "BAD_REQUEST",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

type Issue = { instancePath: string; keyword: string; message?: string; params?: Record<string, unknown> };

/** A validation issue's code: the contract's i18n key when the rule has one, else zod's issue code. */
function fieldErrors(issues: Issue[]): ErrorBody["errors"] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    if (issue.keyword === "unrecognized_keys" && Array.isArray(issue.params?.keys)) {
      return (issue.params.keys as string[]).map((key) => ({
        path: path ? `${path}.${key}` : key,
        code: "unrecognized_keys",
      }));
    }
    const code = issue.message?.startsWith("validation.") ? issue.message : issue.keyword;
    return [{ path, code }];
  });
}

export function errorBody(
  statusCode: number,
  code: ErrorCode | OperatorErrorCode,
  errors?: ErrorBody["errors"],
): ErrorBody {
  return errors ? { statusCode, code, errors } : { statusCode, code };
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(errorBody(400, "VALIDATION_FAILED", fieldErrors(error.validation)));
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, CODE_BY_STATUS[status] ?? "BAD_REQUEST"));
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send(errorBody(500, "INTERNAL_ERROR"));
  });
}
