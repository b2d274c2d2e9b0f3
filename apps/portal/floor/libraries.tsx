/**
 * What every signed-in page of the portal runs on besides React and Fluent, each library used once so the bundler
 * keeps it: the container (inversify, reflect-metadata), the texts (i18next), the router (wouter), the contract's
 * schemas (valibot), the state machines (xstate), the identity client (oidc-client-ts) and the HTTP client (ky).
 * Part of the floor probe (scripts/bench-portal-floor.mjs): none of our code, only the libraries.
 */
import 'reflect-metadata';
import { Container, injectable } from 'inversify';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { assign, createMachine } from 'xstate';
import { useMachine } from '@xstate/react';
import ky from 'ky';
import { UserManager } from 'oidc-client-ts';
import * as v from 'valibot';
import type { ReactElement } from 'react';
import { Link, Route, Switch } from 'wouter';

@injectable()
class Greeting {
  text(): string {
    return 'hello';
  }
}

const container = new Container();
container.bind(Greeting).toSelf();
container.bind('api').toConstantValue(ky.create({ prefixUrl: '/api' }));
const identity = new UserManager({
  authority: `${location.origin}/idp`,
  client_id: 'portal',
  redirect_uri: location.href,
});
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { title: 'Lots' } } } });

const RowSchema = v.object({ id: v.number(), name: v.pipe(v.string(), v.maxLength(50)) });
const listMachine = createMachine({
  types: {} as { context: { rows: unknown[] }; events: { type: 'loaded'; rows: unknown[] } },
  initial: 'loading',
  context: { rows: [] },
  states: {
    loading: { on: { loaded: { target: 'ready', actions: assign({ rows: ({ event }) => event.rows }) } } },
    ready: {},
  },
});

/** A line of text that uses every library above, and a button that starts a sign-in and a load. */
export function useLibraries(): { line: string; signIn: () => void; routes: ReactElement } {
  const { t } = useTranslation();
  const [state, send] = useMachine(listMachine);
  return {
    line: `${t('title')} ${container.get(Greeting).text()} ${String(v.is(RowSchema, {}))} ${String(state.value)}`,
    signIn: () => {
      send({ type: 'loaded', rows: [] });
      void identity.signinRedirect();
    },
    routes: (
      <Switch>
        <Route path="/">
          <Link href="/lots">lots</Link>
        </Route>
      </Switch>
    ),
  };
}
