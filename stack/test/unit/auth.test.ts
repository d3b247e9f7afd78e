import { describe, expect, test } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import { AuthError, apiVersionOf, errorBody, errors } from '../../src/services/auth/errors.ts';
import { renderTemplate } from '../../src/services/auth/domain/mailer.ts';
import { assertStrongPassword } from '../../src/services/auth/domain/passwords.ts';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { qrSvg } from '../../src/services/auth/infra/qr.ts';

// jsqr is CommonJS with an `export default` in its types: the function is the module's default under Node's ESM.
const jsQR = (jsQRModule as unknown as { default: typeof jsQRModule.default }).default ?? jsQRModule;
import { safeRedirect, tokenHash } from '../../src/services/auth/domain/one-time-tokens.ts';

const config = (toml: string) => parseConfig(toml, { file: 'config.toml', workdir: '/tmp/none' }).auth;

const weakness = (run: () => void): string[] | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return ((error as AuthError).extra.weak_password as { reasons: string[] }).reasons;
  }
};

describe('password rules', () => {
  test('minimum length and character sets give GoTrue reasons', () => {
    const auth = config('[auth]\nminimum_password_length = 8\npassword_requirements = "letters_digits"');
    expect(weakness(() => assertStrongPassword(auth, 'Haslo1234'))).toBeUndefined();
    expect(weakness(() => assertStrongPassword(auth, 'Ab1'))).toEqual(['length']);
    expect(weakness(() => assertStrongPassword(auth, 'tylkolitery'))).toEqual(['characters']);
    expect(weakness(() => assertStrongPassword(auth, 'abc'))).toEqual(['length', 'characters']);
    const strict = config('[auth]\npassword_requirements = "lower_upper_letters_digits_symbols"');
    expect(weakness(() => assertStrongPassword(strict, 'Haslo1234'))).toEqual(['characters']);
    expect(weakness(() => assertStrongPassword(strict, 'Haslo1234!'))).toBeUndefined();
  });

  test('over 72 characters is a validation error, not weak_password', () => {
    expect(() => assertStrongPassword(config(''), 'a1'.repeat(40))).toThrow(/cannot be longer than 72/);
  });
});

describe('errors', () => {
  test('the old shape by default, the 2024-01-01 shape when asked for', () => {
    const error = errors.invalidCredentials();
    expect(errorBody(error, undefined)).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    expect(errorBody(error, apiVersionOf('2024-01-01'))).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(apiVersionOf('2023-05-01')).toBeUndefined();
    expect(apiVersionOf('nonsense')).toBeUndefined();
    expect(errorBody(errors.weakPassword('x', ['length']), undefined)).toMatchObject({ weak_password: { reasons: ['length'] } });
  });
});

describe('mail templates', () => {
  test('GoTrue placeholders are substituted and HTML-escaped; unknown ones are left alone', () => {
    const html = renderTemplate('<a href="{{ .ConfirmationURL }}">{{.Email}}</a> {{ .Token }} {{ .Data.name }} {{ .Unknown }}', {
      ConfirmationURL: 'http://x/verify?token=a&type=signup',
      Token: '123456',
      TokenHash: 'h',
      SiteURL: 's',
      RedirectTo: 'r',
      Email: 'ala@<x>.pl',
      NewEmail: '',
      Data: { name: 'Żaneta' },
    });
    expect(html).toBe('<a href="http://x/verify?token=a&amp;type=signup">ala@&lt;x&gt;.pl</a> 123456 Żaneta {{ .Unknown }}');
  });
});

describe('redirects and token hashes', () => {
  const auth = config(
    '[auth]\nsite_url = "http://127.0.0.1:3000"\nadditional_redirect_urls = ["http://localhost:5173/**", "https://obrazy.pl/konto"]',
  );

  test('site_url host, listed URLs and globs are allowed; anything else falls back to site_url', () => {
    expect(safeRedirect(auth, 'http://127.0.0.1:3000/konto?x=1')).toBe('http://127.0.0.1:3000/konto?x=1');
    expect(safeRedirect(auth, 'http://localhost:5173/a/b')).toBe('http://localhost:5173/a/b');
    expect(safeRedirect(auth, 'https://obrazy.pl/konto')).toBe('https://obrazy.pl/konto');
    expect(safeRedirect(auth, 'https://obrazy.pl/inne')).toBe('http://127.0.0.1:3000');
    expect(safeRedirect(auth, 'https://evil.example/')).toBe('http://127.0.0.1:3000');
    expect(safeRedirect(auth, 'javascript:alert(1)')).toBe('http://127.0.0.1:3000');
    expect(safeRedirect(auth, undefined)).toBe('http://127.0.0.1:3000');
  });

  test("token hashes are GoTrue's sha224(email + code)", () => {
    expect(tokenHash('ala@obrazy.pl', '123456')).toMatch(/^[0-9a-f]{56}$/);
    expect(tokenHash('ala@obrazy.pl', '123456')).not.toBe(tokenHash('ala@obrazy.pl', '123457'));
  });
});

describe('QR codes', () => {
  test('the SVG decodes back to the text, also from the data: URI supabase-js builds around it', async () => {
    const uri = 'otpauth://totp/Obrazy%20AI:ala%40obrazy.pl?secret=JBSWY3DPEHPK3PXP&issuer=Obrazy%20AI&algorithm=SHA1&digits=6&period=30';
    const svg = await qrSvg(uri);
    expect(svg.startsWith('<svg')).toBe(true);
    // What an <img src> gets: everything after the comma is the markup, nothing is cut at a '#'.
    const dataUri = `data:image/svg+xml;utf-8,${svg}`;
    expect(dataUri.split('#')).toHaveLength(1);
    const markup = dataUri.slice(dataUri.indexOf(',') + 1);
    const { data, info } = await sharp(Buffer.from(markup)).resize(400).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(uri);
  });
});
