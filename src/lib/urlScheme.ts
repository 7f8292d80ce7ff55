/** Whether `address` starts with a scheme (`https:`, `mailto:`, `javascript:`): an address, not a path. */
export const hasScheme = (address: string) => /^[a-z][\w+.-]*:/i.test(address)
