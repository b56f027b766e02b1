import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadOnce } from './lib/chunk-reload.ts';
import { signInWithUrlToken, takeUrlToken } from './app/url-token.ts';
import { startSessionCheck } from './app/session-context.tsx';
import { routerReady } from './app/router.tsx';
import { currentLanguage, loadGuestTexts } from './lib/i18n.ts';
import './app/global.css';

// The first render as a transition, which React renders in slices that yield to the browser. It comes
// once the texts are in and the router has loaded the landing route (app/router.tsx, routerReady), so
// it draws the whole page — the signed-in layout and the overview: about 110 ms of one task on this
// machine, 440 ms on Lighthouse's 4x slower phone, nearly all of it counted as blocking time (issue 19
// item 7). Nothing shows before it commits either way (the router shows nothing until it is ready).
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// The shown language's texts load before the first render, so no untranslated key ever shows: those
// of the guest pages here, those a signed-in page shows with its chunks (app/lazy-route.tsx).
// If their chunk is gone (a new deployment), one reload fetches the new one; failing that, the
// portal still starts (showing keys) rather than a blank page.
// A `?token=` login link leaves the address bar at once and becomes the session before the first
// render, and only then is the session asked, so the check finds the user; a used or expired link simply leaves a guest.
const urlToken = takeUrlToken();
const signingIn = urlToken
  ? signInWithUrlToken(urlToken).then((signedIn) => {
      startSessionCheck();
      return signedIn;
    })
  : Promise.resolve(false);
// Who is signed in is asked now, beside the texts and the route's chunks, not after the first render:
// this takes the answer the page preloaded (app/session-context.tsx).
if (!urlToken) startSessionCheck();

Promise.all([loadGuestTexts(currentLanguage()), signingIn, routerReady]).then(render, (error: unknown) => {
  if (reloadOnce(error)) return;
  console.error(error);
  render();
});
