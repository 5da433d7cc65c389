import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received, as sent over the wire. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (the Chat Completions request), or the raw text if it was not JSON. */
  body: unknown;
}

/** What the stand-in answers: a chat completion whose message content is `content`, or more. */
export type StandInReply =
  | { kind: 'completion'; content: string }
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: string }
  /** Accept the request and never answer (the client's timeout must end it). */
  | { kind: 'hang' };

export type StandInBehaviour = (request: RecordedRequest) => StandInReply;

export interface ChatStandIn {
  /** Base URL to give the OpenAI SDK, e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Changes how the next requests are answered. */
  respondWith(behaviour: StandInBehaviour): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 (random port) that speaks the Chat Completions protocol,
 * for provider tests: the SDK, its HTTP client, timeouts and retries all run for real.
 */
export async function startChatStandIn(initial: StandInBehaviour): Promise<ChatStandIn> {
  let behaviour = initial;
  const requests: RecordedRequest[] = [];
  let counter = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text: a test may want to see what arrived.
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
      };
      requests.push(recorded);

      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const reply = behaviour(recorded);
      if (reply.kind === 'hang') return;
      if (reply.kind === 'status') {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body ?? JSON.stringify({ error: { message: `status ${reply.status}` } }));
        return;
      }
      counter += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-standin-${counter}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'stand-in',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      behaviour = next;
    },
    close() {
      // Hanging requests keep their sockets open; end them so close() returns.
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
