/** A request for page data failed; `cause` keeps the original error for the console. */
export class DataLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataLoadError';
  }
}
