/**
 * The QR code of an otpauth:// URI as SVG markup, returned raw as GoTrue returns it. supabase-js puts it after
 * `data:image/svg+xml;utf-8,` without encoding, so the markup must survive that: no `#` (it would end the URI at a
 * fragment), hence named colours instead of the library's hex ones.
 */
export async function qrSvg(text: string): Promise<string> {
  // qrcode loads with the first TOTP enrolment, not at every start of the stack.
  const { default: QRCode } = await import('qrcode');
  const svg = (await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
    .replaceAll('"#ffffff"', '"white"')
    .replaceAll('"#000000"', '"black"')
    .trim();
  if (/[#%]/.test(svg)) throw new Error('QR code markup would not survive an unencoded data: URI');
  return svg;
}
