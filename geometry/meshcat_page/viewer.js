export function start(staticData) {}
