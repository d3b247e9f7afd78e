import { describe, expect, test } from 'vitest';
import { decodeAttestationObject, parseAuthenticatorData } from '@simplewebauthn/server/helpers';
import {
  asAuthenticationResponse,
  asRegistrationResponse,
  counterAdvanced,
  libraryCredential,
  stdToUrl,
  storedCredential,
  urlToStd,
} from '../../src/services/auth/domain/webauthn.ts';
import { cbor, SoftCredential } from '../support/webauthn.ts';

describe("the test authenticator's CBOR", () => {
  // Examples from RFC 8949, Appendix A.
  test.each([
    [0, '00'],
    [23, '17'],
    [24, '1818'],
    [100, '1864'],
    [1000, '1903e8'],
    [1000000, '1a000f4240'],
    [-1, '20'],
    [-100, '3863'],
    ['a', '6161'],
    ['IETF', '6449455446'],
    [new Uint8Array([1, 2, 3, 4]), '4401020304'],
  ])('encodes %j as %s', (value, hex) => {
    expect(cbor(value).toString('hex')).toBe(hex);
  });

  test('encodes maps with integer and text keys', () => {
    expect(
      cbor(
        new Map([
          [1, 2],
          [3, 4],
        ]),
      ).toString('hex'),
    ).toBe('a201020304');
    expect(cbor({ a: 1, b: 'x' }).toString('hex')).toBe('a2616101616261' + '78');
  });

  test("an attestation object decodes with the server library's own parser", () => {
    const key = new SoftCredential('localhost', 'http://localhost:3000');
    const response = key.create({ challenge: 'AAECAw', user: { id: 'dXNlcg' } });
    const decoded = decodeAttestationObject(new Uint8Array(Buffer.from(response.response.attestationObject, 'base64url')));
    expect(decoded.get('fmt')).toBe('none');
    const authData = parseAuthenticatorData(decoded.get('authData'));
    expect(authData.flags).toMatchObject({ up: true, uv: true, at: true });
    expect(authData.counter).toBe(0);
    expect(Buffer.from(authData.credentialID!).equals(key.id)).toBe(true);
  });
});

describe("stored WebAuthn keys in GoTrue's JSON", () => {
  test("base64url and Go's standard base64 convert both ways", () => {
    expect(urlToStd('-_8')).toBe('+/8=');
    expect(stdToUrl('+/8=')).toBe('-_8');
  });

  test('a registered key survives the round trip through the stored JSON', () => {
    const publicKey = new Uint8Array([0xa5, 1, 2, 3, 0xff]);
    const stored = storedCredential({
      credential: { id: 'q83v', publicKey, counter: 7, transports: ['usb'] },
      aaguid: '00000000-0000-0000-0000-000000000001',
      fmt: 'none',
      userVerified: true,
      backupEligible: false,
      backedUp: false,
      attachment: 'cross-platform',
    });
    expect(stored).toMatchObject({ id: 'q83v', attestationType: 'none', transport: ['usb'] });
    expect(Buffer.from(stored.authenticator.AAGUID, 'base64').toString('hex')).toBe('00000000000000000000000000000001');
    expect(libraryCredential(JSON.parse(JSON.stringify(stored)))).toEqual({ id: 'q83v', publicKey, counter: 7 });
  });

  test.each([
    [0, 0, true],
    [0, 1, true],
    [5, 6, true],
    [5, 5, false],
    [5, 4, false],
    [5, 0, false],
  ])('a stored counter %i followed by %i is accepted: %s', (stored, received, accepted) => {
    expect(counterAdvanced(stored, received)).toBe(accepted);
  });
});

describe('credential responses', () => {
  const key = new SoftCredential('localhost', 'http://localhost:3000');
  const registration = key.create({ challenge: 'AAECAw', user: { id: 'dXNlcg' } }).toJSON();
  const assertion = key.get({ challenge: 'AAECAw' }).toJSON();

  test('well-formed responses are taken as they are', () => {
    expect(asRegistrationResponse(registration)).toMatchObject({ id: key.idBase64url, type: 'public-key' });
    expect(asAuthenticationResponse(assertion)).toMatchObject({ id: key.idBase64url, type: 'public-key' });
  });

  test('anything else is not a response', () => {
    expect(asRegistrationResponse(assertion)).toBeUndefined();
    expect(asAuthenticationResponse(registration)).toBeUndefined();
    expect(asRegistrationResponse({ ...registration, type: 'password' })).toBeUndefined();
    expect(asAuthenticationResponse({ ...assertion, response: { ...assertion.response, signature: 'not base64url!' } })).toBeUndefined();
    expect(asAuthenticationResponse('{"id":"x"}')).toBeUndefined();
    expect(asRegistrationResponse(null)).toBeUndefined();
  });
});
