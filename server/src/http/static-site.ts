import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiCode } from '../../../src/api/contracts/envelope';
import { messages } from '../../../src/api/contracts/messages';
import { sendFailure } from './envelope';

const notBuiltPage = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>邮市</title></head>
<body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;line-height:1.7">
<h1>邮市的网页尚未构建</h1><p>接口服务已经启动，但还没有找到前端构建产物（dist/index.html）。</p>
<p>请先运行 <code>npm run build</code>，再重新启动服务；或直接运行 <code>npm start</code>（会先构建再启动）。</p>
</body></html>`;

/** Vite names every file under assets/ by its content's hash: a changed file is a new name, so it never goes stale. */
const hashedAsset = /[\\/]assets[\\/]/;
const forAYear = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files (zod-jitless.js, favicon): cached, but asked again each time (304 when same). */
const revalidate = 'no-cache';

/**
 * Serves the built browser app the way a CDN would: each file as the .br or .gz made at build (vite.config.ts) when the
 * browser accepts it, hashed assets cached immutable for a year, everything else revalidated. Any other GET outside
 * /api falls back to index.html, so deep links such as /person/dashboard load the app and its router takes over.
 * Unknown /api paths get the 404 envelope.
 */
export async function installStaticSite(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const hasDir = staticDir !== undefined && existsSync(staticDir);
  if (hasDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => void reply.header('cache-control', hashedAsset.test(path) ? forAYear : revalidate),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // The API and the uploads answer for themselves: an unknown call or picture is 404, never the app's page.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|uploads)(\/|$)/.test(path);
    if (!isPage) return sendFailure(reply, ApiCode.notFound, messages.notFound);
    if (hasDir && existsSync(join(staticDir, 'index.html'))) {
      return reply.sendFile('index.html');
    }
    return reply.type('text/html; charset=utf-8').send(notBuiltPage);
  });
}
