// meta's own errors (postgres-meta's HTTP answers are its own).

/** postgres-meta's type generator failed, or no ports could be found for the server. */
export class MetaError extends Error {}
