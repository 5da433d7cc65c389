import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToReadableStream } from 'react-dom/server';

/**
 * Renders a page at build time (`ssr: false`: prerender is the only server render). Every
 * page is static, so it waits for all of it, parts behind a Suspense boundary included
 * (components/shell/hydrate-later.tsx): the HTML is complete, with no streamed fallbacks and
 * no inline scripts that would swap them in. React's default entry waits only for the shell
 * unless the request comes from a bot.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: request.signal,
      // Never move a finished boundary out of place (React does past ~12.8 KB of HTML to
      // stream sooner): nothing streams here, and the page must read in document order.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(body, { headers: responseHeaders, status });
}
