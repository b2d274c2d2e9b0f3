/**
 * One error shape for every route, 404s and Fastify's own failures included: the contract's `ApiError`
 * (`{status, error, message, details?}`, message a message key). Never a stack trace.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ErrorCodes, type ApiError } from '@tagtrail/contract';
import { ApiFailure, MessageKeys, notFound } from './api-failure';

/**
 * Answers a request no route matched (the single-page apps' fallback) and says whether it did. A boolean,
 * not the reply: a reply is thenable, so awaiting a function that returns one never yields the reply.
 */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export function registerErrorHandling(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const body = toApiError(error);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: body.status, error: body.error, message: body.message }, 'request refused');
    if (body.status === 401) reply.header('www-authenticate', 'Bearer');
    return reply.code(body.status).send(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (fallback !== undefined && (await fallback(request, reply))) return reply;
    return reply.code(404).send(notFound().toBody());
  });
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) keep their status under our codes. */
const CLIENT_ERRORS: Readonly<Record<number, { error: string; message: string }>> = {
  400: { error: ErrorCodes.validation, message: MessageKeys.invalidRequest },
  401: { error: ErrorCodes.unauthorized, message: MessageKeys.unauthorized },
  403: { error: ErrorCodes.forbidden, message: MessageKeys.forbidden },
  404: { error: ErrorCodes.notFound, message: MessageKeys.notFound },
  405: { error: 'METHOD_NOT_ALLOWED', message: 'METHOD_NOT_ALLOWED' },
  408: { error: 'REQUEST_TIMEOUT', message: 'REQUEST_TIMEOUT' },
  413: { error: 'PAYLOAD_TOO_LARGE', message: 'PAYLOAD_TOO_LARGE' },
  414: { error: 'URI_TOO_LONG', message: 'URI_TOO_LONG' },
  415: { error: 'UNSUPPORTED_MEDIA_TYPE', message: 'UNSUPPORTED_MEDIA_TYPE' },
  431: { error: 'HEADERS_TOO_LARGE', message: 'HEADERS_TOO_LARGE' },
};

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiFailure) return error.toBody();
  const status = (error as Partial<FastifyError> | undefined)?.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const known = CLIENT_ERRORS[status] ?? { error: 'BAD_REQUEST', message: MessageKeys.invalidRequest };
    return { status, ...known };
  }
  return { status: 500, error: ErrorCodes.internal, message: MessageKeys.internal };
}

/**
 * The Fastify options that keep its answers from before any route in the one shape: a path whose escapes are not
 * UTF-8 (`%ZZ`, `%ED%A0%80`) or a path parameter past its length limit (414), and what Node's HTTP parser refuses
 * (headers or a URL past its size, 431; a malformed request, 400). Fastify's own bodies for these say
 * `statusCode`, `code` and the path back.
 */
export const ERROR_SERVER_OPTIONS: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
};

function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const body = toApiError(error);
  void reply.code(body.status).send(body);
}

/** Written on the socket as Fastify's default does: the request was never parsed, so no reply exists. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(toApiError({ statusCode: status }));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
