const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be compared with a uuid column (anything else would be a 22P02 error, and names no row). */
export const isUuid = (value: string): boolean => UUID.test(value);
