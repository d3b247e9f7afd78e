import { describe, expect, test } from 'vitest';
import { goHostname, goParseRequestUri, goParseUrl } from '../../src/services/auth/go-url.ts';
import { decodeRegister, decodeUpdate, goUuid, secretHash } from '../../src/services/auth/oauth-clients.ts';
import { AuthError } from '../../src/services/auth/errors.ts';

// Expected values follow Go's net/url (url.go: getScheme, parse, parseAuthority, parseHost, unescape).
describe("Go's url.Parse, as GoTrue's redirect URI check uses it", () => {
  test('scheme (lower-cased), host with port, fragment', () => {
    expect(goParseUrl('HTTPS://Example.com:8443/cb?x=1#frag')).toEqual({ scheme: 'https', host: 'Example.com:8443', fragment: 'frag' });
    expect(goParseUrl('myapp://callback')).toEqual({ scheme: 'myapp', host: 'callback', fragment: '' });
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
