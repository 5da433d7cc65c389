import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Fastify's per-request log lines, reduced to what operating the service needs: one line per
 * request with method, path, status and duration. Fastify's own lines carry the client address
 * and, for errors, messages that may quote input; ours never carry a body, a header or an
 * address. Error details are logged by the app's error handler (type and code only).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    _error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    request.log.info(
      {
        method: request.method,
        // The path only: a query string can carry prompt text (shared refiner or builder links).
        url: pathOf(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  }

  override defaultErrorLog(error: Error, request: FastifyRequest): void {
    request.log.error({ err: { type: error.name } }, 'request failed');
  }

  override writeHeadError(error: Error, request: FastifyRequest): void {
    request.log.warn({ err: { type: error.name } }, 'writing the response head failed');
  }

  override streamError(error: Error, request: FastifyRequest): void {
    request.log.info({ err: { type: error.name } }, 'response stream ended early');
  }
}
