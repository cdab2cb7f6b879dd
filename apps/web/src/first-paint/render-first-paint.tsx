import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { appRoutes } from '../app/routes';
import { createAppStore } from '../app/store';
import { sessionMissing } from '../lib/auth/auth-slice';

/**
 * The pages a visitor opens first, rendered at build time (Node, first-paint.ts) so the served HTML
 * already holds them and the first paint does not wait for the JavaScript (issue 30). It is the app
 * itself that renders them, a visitor without a session, with the client configuration's fallback
 * values: what the browser's first render shows, which replaces it when the scripts have arrived.
 */
export const FIRST_PAINT_PATHS = ['/', '/login'] as const;

export type FirstPaint = { markup: string };

async function toString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    stream.on('error', reject);
    sink.on('finish', resolve);
    stream.pipe(sink);
  });
  return text;
}

/** One page as HTML, its emotion styles inline beside the elements (first-paint.ts moves them to the head). */
export async function renderFirstPaint(path: string): Promise<FirstPaint> {
  const store = createAppStore();
  store.dispatch(sessionMissing());
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  // a cache of its own per page: emotion writes a style once per cache, and each page needs all of its own
  const cache = createCache({ key: 'css' });
  // the lazy pages (and the footer, the theme) arrive before the HTML is written: prerender waits for them
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App store={store} router={router} />
    </CacheProvider>,
    // every boundary in place: none held back for a script to reveal (there is none to run at first paint)
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await toString(prelude);
  if (/<template|<script|<!--\$[?!]-->/.test(markup)) throw new Error(`The first paint of ${path} is incomplete (a boundary suspended or failed): ${markup.slice(0, 300)}`);
  return { markup };
}
