/**
 * Ports of the servers tests start. `TEST_PORT_OFFSET` shifts them all, so two checkouts can run
 * their suites side by side on one machine.
 */
export const testPort = (base: number): number => base + Number(process.env.TEST_PORT_OFFSET ?? 0);
