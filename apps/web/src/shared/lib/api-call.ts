import {
  type CallAnswer,
  type CallArgs,
  type CallInput,
  type ContractRouteShape,
  callWith,
} from '@nearbite/api-client/api-call';
import { api } from './api-client';

/** Calls a contract route with the app's client (cookies, language, time-out, coded errors). */
export function call<R extends ContractRouteShape>(route: R, ...input: CallArgs<R>): Promise<CallAnswer<R>> {
  return callWith(api, route, (input[0] ?? {}) as CallInput<R>);
}
