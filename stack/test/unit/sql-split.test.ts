import { describe, expect, test } from 'vitest';
import { lineOfPosition, splitSql } from '../../src/services/postgres/domain/sql-split.ts';

describe('splitSql', () => {
  test("splits at top-level semicolons and records each statement's first line", () => {
    const script = '-- header\ncreate table a (id int);\n\n/* block ; comment */\ninsert into a values (1);\nselect 1';
    expect(splitSql(script)).toEqual([
      { sql: 'create table a (id int);', line: 2 },
      { sql: 'insert into a values (1);', line: 5 },
      { sql: 'select 1', line: 6 },
    ]);
  });

  test('keeps semicolons inside strings, quoted identifiers, dollar quotes and nested comments', () => {
    const script = [
      "insert into t values ('a;b', 'it''s; fine', E'back\\';slash');",
      'create table "odd;name" (x int);',
      'create function f() returns int language plpgsql as $body$ begin perform 1; return 2; end $body$;',
      "do $$ begin raise notice 'x;y'; end $$;",
      '/* outer /* inner; */ still comment; */ select 2;',
    ].join('\n');
    const statements = splitSql(script);
    expect(statements.map((statement) => statement.line)).toEqual([1, 2, 3, 4, 5]);
    expect(statements[2]!.sql).toContain('return 2; end $body$');
    expect(statements[4]!.sql).toBe('select 2;'); // leading comments are not part of a statement
  });

  test('a positional parameter is not a dollar quote', () => {
    expect(splitSql('prepare p as select $1; select 3;')).toHaveLength(2);
  });

  test('empty statements and trailing comments produce nothing', () => {
    expect(splitSql(';;\n-- only a comment\n')).toEqual([]);
  });
});

describe('lineOfPosition', () => {
  test('maps a Postgres error position inside a statement to the file line', () => {
    const [statement] = splitSql('\n\ninsert into t\n  values\n  (oops);');
    const position = statement!.sql.indexOf('oops') + 1;
    expect(lineOfPosition(statement!, position)).toBe(5);
    expect(lineOfPosition(statement!, undefined)).toBe(3);
  });
});
