const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID as Postgres and GoTrue read them (any version, any case). */
export const isUuid = (value: string) => UUID.test(value);
