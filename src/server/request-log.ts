import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request log lines, reduced to what operating the service needs: one line per
 * request with method, URL, status and duration. Fastify's own lines carry the client address
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
        url: request.url,
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
