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

/**
 * Serves the built browser app and falls back to index.html for any other GET outside /api, so deep links such as
 * /person/dashboard load the app and its router takes over. Unknown /api paths get the 404 envelope.
 */
export async function installStaticSite(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const hasDir = staticDir !== undefined && existsSync(staticDir);
  if (hasDir) await app.register(fastifyStatic, { root: staticDir, wildcard: true, index: 'index.html' });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (!isPage) return sendFailure(reply, ApiCode.notFound, messages.notFound);
    if (hasDir && existsSync(join(staticDir, 'index.html'))) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.type('text/html; charset=utf-8').send(notBuiltPage);
  });
}
