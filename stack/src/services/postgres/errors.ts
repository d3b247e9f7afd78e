// The postgres service's own errors: the cluster's and those of the SQL files it runs.

/** A cluster that cannot be made, started or reached, with what Postgres printed. */
export class PostgresError extends Error {}

/** A SQL file that failed: names the file, the line and Postgres' own message. Nothing of that file was kept. */
export class SqlFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly pgMessage: string,
    readonly code: string | undefined,
    readonly detail?: string,
    readonly hint?: string,
  ) {
    const extra = [detail && `DETAIL: ${detail}`, hint && `HINT: ${hint}`].filter(Boolean).join('\n  ');
    super(`${file}:${line}: ERROR: ${pgMessage}${code ? ` (SQLSTATE ${code})` : ''}${extra ? `\n  ${extra}` : ''}`);
  }
}
