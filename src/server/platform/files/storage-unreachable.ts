/** The bucket did not answer at start; the message is one line for the operator, without secrets. */
export class StorageUnreachable extends Error {}
