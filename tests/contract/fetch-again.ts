// Every request of the contract run goes out through this fetch.

/**
 * fetch, sent once more when it fails before any answer: Node's fetch reuses a kept-alive
 * socket that the server may be closing at that moment (a browser sends such a request again;
 * Node's fetch does not), likelier on a loaded machine. A request whose time limit
 * (`init.signal`) ran out is not sent again: the second try fails at once with the same reason.
 */
export function fetchAgainIfDropped(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, init).catch(() => fetch(url, init));
}
