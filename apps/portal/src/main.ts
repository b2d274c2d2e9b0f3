/**
 * The portal's entry, small on purpose (issue 26 §6): it settles the language and loads the session, and sends a
 * visitor who is not signed in to the identity provider from here, before React, Fluent, the container and the texts
 * download; they load with the app (app.tsx) for a visitor who stays. The language is the one last chosen here or on
 * the sign-in page (their shared cookie, else this browser's stored choice), else the browser's; it is stored at
 * once, so the sign-in page shows the portal's language even before anyone picks one.
 */
import { initialLanguage, type SessionPort } from '@tagtrail/domain';
import { LANGUAGE_PREFERENCE, signInPath, startTexts, type StartTexts } from '@tagtrail/ui';
import { signInReturnPath } from './sign-in-first';
import { createStartServices, type StartServices } from './start-services';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const services = createStartServices();
const language = initialLanguage(services.preferences.get(LANGUAGE_PREFERENCE), navigator.languages);
services.preferences.set(LANGUAGE_PREFERENCE, language);
document.documentElement.lang = language;
void start(root, services);

async function start(appRoot: HTMLElement, { session }: StartServices) {
  const returnTo = signInReturnPath(window.location.pathname, window.location.search);
  if (returnTo !== undefined && !(await isSignedIn(session))) {
    showWaiting((texts) => texts.session.signingIn);
    // The address the app's own way there shows (its /oidc page), so coming back from the sign-in page lands here.
    window.history.replaceState(null, '', signInPath(returnTo));
    try {
      await session.signIn(returnTo);
      return;
    } catch {
      // The identity provider did not answer: the app's sign-in page tries again and, failing, offers a retry.
    }
  }
  showWaiting((texts) => texts.app.loading);
  const { startApp } = await import('./app');
  await startApp(appRoot, services, language);
}

/** A session that cannot be read (storage refused) is no session, as the app's SessionProvider has it. */
function isSignedIn(session: SessionPort): Promise<boolean> {
  return session.load().then(
    (check) => check.authenticated,
    () => false,
  );
}

/** The waiting page's label (index.html) in the visitor's language, when its text arrives: nothing waits for it. */
function showWaiting(pick: (texts: StartTexts) => string) {
  startTexts.texts[language]().then(
    (texts) => {
      const label = document.getElementById('waiting-label');
      if (label) label.textContent = pick(texts);
    },
    () => undefined,
  );
}
