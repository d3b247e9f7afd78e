/**
 * pgoutput sends every column as text; Realtime sends what `to_jsonb(value::type)` gives. These convert the text
 * form of the common types to that JSON, keyed by `pg_type.typname`.
 */
const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

function scalar(type: string, text: string): unknown {
  if (type === 'bool') return text === 't' ? true : text === 'f' ? false : text;
  if (NUMERIC.has(type)) {
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  }
  if (type === 'json' || type === 'jsonb') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (type === 'timestamp') return text.replace(' ', 'T');
  if (type === 'timestamptz') return text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  return text;
}

/** Parses a one-dimensional array literal (`{a,"b c",NULL}`); anything else stays text. */
function parseArray(text: string): (string | null)[] | undefined {
  if (!text.startsWith('{') || !text.endsWith('}')) return undefined;
  const body = text.slice(1, -1);
  if (body === '') return [];
  const items: (string | null)[] = [];
  let index = 0;
  while (index <= body.length) {
    if (body[index] === '{') return undefined;
    if (body[index] === '"') {
      let value = '';
      index++;
      while (index < body.length && body[index] !== '"') {
        if (body[index] === '\\') index++;
        value += body[index] ?? '';
        index++;
      }
      items.push(value);
      index += 2;
    } else {
      const end = body.indexOf(',', index);
      const raw = end < 0 ? body.slice(index) : body.slice(index, end);
      items.push(raw === 'NULL' ? null : raw);
      index = end < 0 ? body.length + 1 : end + 1;
    }
  }
  return items;
}

export function toJsonValue(type: string, text: string | null | undefined): unknown {
  if (text === null || text === undefined) return null;
  if (type.startsWith('_')) {
    const items = parseArray(text);
    if (!items) return text;
    const element = type.slice(1);
    return items.map((item) => (item === null ? null : scalar(element, item)));
  }
  return scalar(type, text);
}
