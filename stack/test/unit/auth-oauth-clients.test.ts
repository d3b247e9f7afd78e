import { describe, expect, test } from 'vitest';
import { goHostname, goParseRequestUri, goParseUrl, goQueryEscape, goSetQuery } from '../../src/services/auth/domain/go-url.ts';
import { authorizeProblem, parseScopes, type AuthorizeParams } from '../../src/services/auth/domain/oauth-authorizations.ts';
import { decodeRegister, decodeUpdate, goUuid, secretHash } from '../../src/services/auth/domain/oauth-clients.ts';
import { AuthError } from '../../src/services/auth/errors.ts';

// Expected values follow Go's net/url (url.go: getScheme, parse, parseAuthority, parseHost, unescape).
describe("Go's url.Parse, as GoTrue's redirect URI check uses it", () => {
  test('scheme (lower-cased), host with port, fragment', () => {
    expect(goParseUrl('HTTPS://Example.com:8443/cb?x=1#frag')).toEqual({
      scheme: 'https',
      host: 'Example.com:8443',
      fragment: 'frag',
      rawQuery: 'x=1',
    });
    expect(goParseUrl('myapp://callback')).toEqual({ scheme: 'myapp', host: 'callback', fragment: '', rawQuery: '' });
    expect(goParseUrl('https://a.example/cb#')).toMatchObject({ fragment: '' });
  });

  test('no host where WHATWG URL would invent one', () => {
    expect(goParseUrl('http:/a.example/cb')).toMatchObject({ scheme: 'http', host: '' });
    expect(goParseUrl('myapp:callback')).toMatchObject({ scheme: 'myapp', host: '' });
    expect(goParseUrl('//a.example/cb')).toMatchObject({ scheme: '', host: 'a.example' });
    expect(goParseUrl('https:///cb')).toMatchObject({ host: '' });
  });

  test("Go's parse errors", () => {
    for (const bad of [
      ':no-scheme',
      'https://a.example/\u0007',
      'https://a.example:port/cb',
      'https://a b.example/cb',
      'https://a.example/%zz',
      'https://a.example/cb#%zz',
      'https://[::1/cb',
      'https://us{er@a.example/',
      '1a:b/c',
    ])
      expect(goParseUrl(bad), bad).toBeUndefined();
    expect(goParseUrl('https://a.example:/cb')).toMatchObject({ host: 'a.example:' });
  });

  test('Hostname drops the port and the IPv6 brackets', () => {
    expect(goHostname('localhost:3000')).toBe('localhost');
    expect(goHostname('[::1]:8080')).toBe('::1');
    expect(goHostname('[::1]')).toBe('::1');
    expect(goHostname('127.0.0.1')).toBe('127.0.0.1');
  });
});

describe("Go's url.ParseRequestURI, as GoTrue's client_uri and logo_uri checks use it", () => {
  test('an absolute URI or an absolute path; a "#" belongs to the path', () => {
    expect(goParseRequestUri('https://a.example/logo.png')).toBeDefined();
    expect(goParseRequestUri('/relative/path')).toBeDefined();
    expect(goParseRequestUri('mailto:kontakt@a.example')).toBeDefined();
    expect(goParseRequestUri('https://a.example/#x')).toBeDefined();
    for (const bad of ['', 'a.example', 'logo.png', 'https://a.example:x/', 'https://a.example/%g0'])
      expect(goParseRequestUri(bad), bad).toBeUndefined();
  });
});

describe('decoding bodies as encoding/json into GoTrue’s structs', () => {
  const badJson = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof AuthError && error.errorCode === 'bad_json' && error.message === 'Invalid JSON body';
    }
    return false;
  };

  test('wrong types are decoding errors; null counts as absent; unknown keys are ignored', () => {
    expect(badJson(() => decodeRegister({ redirect_uris: 'https://a.example/cb' }))).toBe(true);
    expect(badJson(() => decodeRegister({ client_name: 5 }))).toBe(true);
    expect(badJson(() => decodeRegister('not json'))).toBe(true);
    expect(badJson(() => decodeRegister([]))).toBe(true);
    expect(badJson(() => decodeUpdate(undefined))).toBe(true);
    expect(decodeRegister(null)).toEqual({
      client_type: '',
      token_endpoint_auth_method: '',
      client_name: '',
      client_uri: '',
      logo_uri: '',
    });
    expect(decodeRegister({ redirect_uris: ['https://a.example/cb', null], scope: 'openid', client_name: null })).toMatchObject({
      redirect_uris: ['https://a.example/cb', ''],
      client_name: '',
    });
    expect(decodeUpdate({ client_name: null, logo_uri: '' })).toEqual({ logo_uri: '' });
  });

  test('a NUL character is refused before any write', () => {
    expect(() => decodeRegister({ client_name: 'a\u0000b' })).toThrow('Strings must not contain the NUL character');
  });
});

describe('client ids and secrets', () => {
  test("gofrs/uuid's FromString forms", () => {
    const id = '6ba7b810-9dad-41d1-80b4-00c04fd430c8';
    expect(goUuid(id)).toBe(id);
    expect(goUuid(id.toUpperCase())).toBe(id);
    expect(goUuid(id.replaceAll('-', ''))).toBe(id);
    expect(goUuid(`{${id}}`)).toBe(id);
    expect(goUuid(`urn:uuid:${id}`)).toBe(id);
    expect(goUuid('nie-uuid')).toBeUndefined();
    expect(goUuid(`${id}0`)).toBeUndefined();
  });

  test('the stored hash is the unpadded base64url SHA-256 of the secret (GoTrue hashClientSecret)', () => {
    // printf sekret | openssl dgst -sha256 -binary | base64 | tr '+/' '-_' | tr -d '='
    expect(secretHash('sekret')).toBe('u3V2icOTc6bKye9rpVYWxiSddQDKTUQ_ETDEdmRTpBI');
  });
});

describe("Go's query encoding, as GoTrue builds the redirect back to the client", () => {
  test('QueryEscape keeps unreserved characters, turns a space into "+" and escapes the rest', () => {
    expect(goQueryEscape("a b~c-d_e.f!g*h'i(j)k/l")).toBe('a+b~c-d_e.f%21g%2Ah%27i%28j%29k%2Fl');
    expect(goQueryEscape('zażółć')).toBe('za%C5%BC%C3%B3%C5%82%C4%87');
  });

  test('Set replaces a key, Encode sorts the keys; pairs Go cannot parse are dropped', () => {
    expect(goSetQuery('https://a.example/cb?z=1&state=old&a=x+y', { state: 'nowy stan', code: 'c' })).toBe(
      'https://a.example/cb?a=x+y&code=c&state=nowy+stan&z=1',
    );
    expect(goSetQuery('myapp://login', { code: 'c' })).toBe('myapp://login?code=c');
    expect(goSetQuery('https://a.example/cb?bad=%zz&semi=1;2&ok=1', { code: 'c' })).toBe('https://a.example/cb?code=c&ok=1');
  });
});

describe('authorization request checks (validateRemainingAuthorizeParams)', () => {
  const params = (overrides: Partial<AuthorizeParams> = {}): AuthorizeParams => ({
    client_id: 'x',
    redirect_uri: 'https://a.example/cb',
    response_type: '',
    scope: '',
    state: '',
    resource: '',
    code_challenge: 'a'.repeat(43),
    code_challenge_method: 'S256',
    nonce: '',
    ...overrides,
  });

  test('defaults: response_type code and scope "email"', () => {
    const request = params();
    expect(authorizeProblem(request)).toBeUndefined();
    expect(request).toMatchObject({ response_type: 'code', scope: 'email' });
  });

  test("GoTrue's messages", () => {
    expect(authorizeProblem(params({ scope: '   ' }))).toBe('scope parameter cannot be empty');
    expect(authorizeProblem(params({ code_challenge: 'a'.repeat(129) }))).toBe('code_challenge must be between 43 and 128 characters');
    expect(authorizeProblem(params({ code_challenge_method: 'PLAIN' }))).toBeUndefined();
    expect(authorizeProblem(params({ resource: 'api/mcp' }))).toBe('resource must be an absolute URI');
    expect(authorizeProblem(params({ resource: 'https://api.example/mcp#x' }))).toBe('resource must not include a fragment component');
    expect(authorizeProblem(params({ resource: 'https://api.example/%zz' }))).toBe('resource must be a valid URI');
    expect(parseScopes('  openid   email ')).toEqual(['openid', 'email']);
  });
});
