// XML in and out of the S3 protocol, with fast-xml-parser: S3's result documents (namespace on the root element) and
// the request bodies of DeleteObjects and CompleteMultipartUpload. A body that is not well-formed XML, or that
// declares a DOCTYPE (entity expansion), is MalformedXML.
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { ERRORS } from '../errors.ts';

const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: false });
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  removeNSPrefix: true,
  isArray: (name) => name === 'Object' || name === 'Part',
});

type XmlValue = string | number | boolean | undefined | null | XmlObject | XmlValue[];
export interface XmlObject {
  [name: string]: XmlValue;
}

/** Drops undefined fields (S3 leaves absent elements out) and writes dates as ISO strings. */
function clean(value: unknown): XmlValue {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object') {
    const result: XmlObject = {};
    for (const [name, field] of Object.entries(value)) if (field !== undefined && field !== null) result[name] = clean(field);
    return result;
  }
  return value as XmlValue;
}

/** An S3 result document: `<Root xmlns="…">…</Root>`. */
export function s3Document(root: string, body: Record<string, unknown>, namespace = true): string {
  const content = clean(body) as XmlObject;
  return DECLARATION + builder.build({ [root]: namespace ? { '@_xmlns': S3_NAMESPACE, ...content } : content });
}

/** S3's error document, as Supabase Storage writes it (Resource = bucket/key of the request). */
export function s3ErrorDocument(code: string, message: string, resource: string): string {
  return DECLARATION + builder.build({ Error: clean({ Code: code, Message: message, Resource: resource }) });
}

/** Parses a request body; MalformedXML unless it is well-formed XML with the expected root element. */
export function parseS3Body(text: string, root: string): Record<string, unknown> {
  if (text.trim() === '' || /<!DOCTYPE|<!ENTITY/i.test(text) || XMLValidator.validate(text) !== true) throw ERRORS.malformedXml();
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch {
    throw ERRORS.malformedXml();
  }
  const document = (parsed as Record<string, unknown>)[root];
  if (document === '') return {};
  if (typeof document !== 'object' || document === null || Array.isArray(document)) throw ERRORS.malformedXml();
  return document as Record<string, unknown>;
}
