// first: before any schema parses (see the file)
import './lib/zod-without-eval';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { renderOverFirstPaint } from './app/first-paint-takeover';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Made before React's first render: the router starts loading the page the portal opens on at once,
// beside the theme's chunk, instead of when React first renders (issue 30).
const store = createAppStore();
const router = createAppRouter(store);
// '/' and '/login' arrive prerendered (the first paint without script): React draws over that page once it can draw the same one
void renderOverFirstPaint(container, store, router, () => createRoot(container).render(<App store={store} router={router} />));
