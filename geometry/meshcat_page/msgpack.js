export function decode(bytes) { return null; }
