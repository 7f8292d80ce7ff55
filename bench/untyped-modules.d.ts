// Declarations for the packages the bench's server uses that ship no types: the parts used.

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2'
  /** Express-style middleware that gzips a response its request accepts gzipped. */
  export default function compression(): (
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
    next: () => void,
  ) => void
}

declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2'
  /** Answers `request` from `config.public` as `serve` does, under serve.json's `config`. */
  export default function serveHandler(
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
    config: Record<string, unknown>,
  ): Promise<void>
}
