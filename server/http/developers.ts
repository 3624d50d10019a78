import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

// The browsable /v5 reference: Swagger UI's prebuilt files from the swagger-ui-dist package (no CDN), on a page
// of our own. The page's setup is a file, not an inline script, so the site's script policy stays 'self' only.

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tackboard API reference</title>
<link rel="stylesheet" href="/developers/swagger-ui.css">
</head>
<body>
<div id="api-reference"></div>
<script src="/developers/swagger-ui-bundle.js"></script>
<script src="/developers/reference.js"></script>
</body>
</html>
`;

// validatorUrl null: the page would otherwise send the document to a public validator.
const SETUP = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/v5/openapi.json', dom_id: '#api-reference', validatorUrl: null, deepLinking: true });
});
`;

const FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

export function registerDeveloperPages(app: FastifyInstance): void {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  app.get('/developers', (_request, reply) => reply.redirect('/developers/'));
  app.get('/developers/', (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/developers/reference.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(SETUP),
  );
  for (const [file, type] of Object.entries(FILES)) {
    app.get(`/developers/${file}`, (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(path.join(dist, file))),
    );
  }
}
